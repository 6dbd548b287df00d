<%@ WebService Language="C#" Class="Broad.BroadService" %>
