<%@ WebService Language="C#" Class="EncodedService" %>
