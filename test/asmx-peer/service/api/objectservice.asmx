<%@ WebService Language="C#" Class="ObjectService" %>
