<%@ WebService Language="C#" Class="FaultService" %>
