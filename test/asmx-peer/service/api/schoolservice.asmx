<%@ WebService Language="C#" Class="SchoolService" %>
