// Apache WSS4J 1.6 (Debian's libwss4j-java on libxml-security-java), an independent WS-Security
// stack, for test/ws-security/wss4j.test.ts:
//
//   verify <trusted CA PEM> <file.xml>...    processes each file's Security header as a receiver
//       (signature checked and its certificate trusted through the CA, UsernameToken digest checked
//       against the password of "alice", Timestamp checked) and prints one line per file:
//       "OK <actions> <signed element names>" or "FAIL <message>".
//   sign <key PEM> <cert PEM> <soap NS> <in.xml> <out prefix>   secures the envelope as a sender:
//       <out>-signed.xml (Timestamp, BinarySecurityToken, RSA-SHA256 signature of Body and
//       Timestamp), <out>-signed-sha1.xml (RSA-SHA1, SHA-1), <out>-signed-issuer-serial.xml (the
//       key named by X509IssuerSerial, WSS4J's default), <out>-digest.xml (UsernameToken
//       PasswordDigest of alice, Timestamp), <out>-text.xml (PasswordText).
import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.apache.ws.security.WSConstants;
import org.apache.ws.security.WSDataRef;
import org.apache.ws.security.WSEncryptionPart;
import org.apache.ws.security.WSPasswordCallback;
import org.apache.ws.security.WSSecurityEngine;
import org.apache.ws.security.WSSecurityEngineResult;
import org.apache.ws.security.components.crypto.Merlin;
import org.apache.ws.security.message.WSSecHeader;
import org.apache.ws.security.message.WSSecSignature;
import org.apache.ws.security.message.WSSecTimestamp;
import org.apache.ws.security.message.WSSecUsernameToken;
import org.w3c.dom.Document;

public class Wss4jPeer {
  static final String USER = "alice";
  static final String PASSWORD = "wonder land";
  static final String KEY_PASSWORD = "test-only";

  public static void main(String[] args) throws Exception {
    if (args[0].equals("verify")) verify(args);
    else sign(args);
  }

  static Document parse(Path file) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return f.newDocumentBuilder().parse(file.toFile());
  }

  static void write(Document doc, String file) throws Exception {
    TransformerFactory.newInstance().newTransformer().transform(new DOMSource(doc), new StreamResult(new File(file)));
  }

  static X509Certificate certificate(String pemFile) throws Exception {
    byte[] pem = Files.readAllBytes(Path.of(pemFile));
    return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(pem));
  }

  static final CallbackHandler PASSWORDS = (Callback[] callbacks) -> {
    for (Callback c : callbacks) {
      WSPasswordCallback pc = (WSPasswordCallback) c;
      pc.setPassword(pc.getIdentifier().equals(USER) ? PASSWORD : KEY_PASSWORD);
    }
  };

  static void verify(String[] args) throws Exception {
    KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
    trust.load(null, null);
    trust.setCertificateEntry("ca", certificate(args[1]));
    Merlin crypto = new Merlin();
    crypto.setTrustStore(trust);
    WSSecurityEngine engine = new WSSecurityEngine();
    for (int i = 2; i < args.length; i++) {
      try {
        List<WSSecurityEngineResult> results = engine.processSecurityHeader(parse(Path.of(args[i])), null, PASSWORDS, crypto);
        if (results == null) {
          System.out.println("FAIL no Security header");
          continue;
        }
        StringBuilder actions = new StringBuilder();
        StringBuilder signed = new StringBuilder();
        for (WSSecurityEngineResult r : results) {
          int action = (Integer) r.get(WSSecurityEngineResult.TAG_ACTION);
          actions.append(action == WSConstants.SIGN ? "sign," : action == WSConstants.UT ? "ut," : action == WSConstants.TS ? "ts," : action == WSConstants.BST ? "bst," : action + ",");
          @SuppressWarnings("unchecked")
          List<WSDataRef> refs = (List<WSDataRef>) r.get(WSSecurityEngineResult.TAG_DATA_REF_URIS);
          if (refs != null) for (WSDataRef ref : refs) signed.append(ref.getName().getLocalPart()).append(",");
        }
        System.out.println("OK " + actions + " " + signed);
      } catch (Exception e) {
        System.out.println("FAIL " + e.getMessage());
      }
    }
  }

  static void sign(String[] args) throws Exception {
    String pem = Files.readString(Path.of(args[1])).replaceAll("-----[A-Z ]+-----|\\s", "");
    PrivateKey key = KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(pem)));
    X509Certificate cert = certificate(args[2]);
    KeyStore keys = KeyStore.getInstance(KeyStore.getDefaultType());
    keys.load(null, null);
    keys.setKeyEntry("signer", key, KEY_PASSWORD.toCharArray(), new Certificate[] {cert});
    Merlin crypto = new Merlin();
    crypto.setKeyStore(keys);
    String soapNs = args[3];
    Path in = Path.of(args[4]);
    String out = args[5];
    String sha256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
    write(signed(parse(in), crypto, soapNs, sha256, WSConstants.SHA256, WSConstants.BST_DIRECT_REFERENCE), out + "-signed.xml");
    write(signed(parse(in), crypto, soapNs, WSConstants.RSA_SHA1, "http://www.w3.org/2000/09/xmldsig#sha1", WSConstants.BST_DIRECT_REFERENCE), out + "-signed-sha1.xml");
    write(signed(parse(in), crypto, soapNs, sha256, WSConstants.SHA256, WSConstants.ISSUER_SERIAL), out + "-signed-issuer-serial.xml");
    write(token(parse(in), WSConstants.PASSWORD_DIGEST), out + "-digest.xml");
    write(token(parse(in), WSConstants.PASSWORD_TEXT), out + "-text.xml");
  }

  static Document signed(Document doc, Merlin crypto, String soapNs, String algorithm, String digest, int keyIdentifier) throws Exception {
    WSSecHeader header = new WSSecHeader();
    header.setMustUnderstand(true);
    header.insertSecurityHeader(doc);
    WSSecTimestamp timestamp = new WSSecTimestamp();
    timestamp.setTimeToLive(300);
    timestamp.build(doc, header);
    WSSecSignature signature = new WSSecSignature();
    signature.setUserInfo("signer", KEY_PASSWORD);
    signature.setKeyIdentifierType(keyIdentifier);
    signature.setSignatureAlgorithm(algorithm);
    signature.setDigestAlgo(digest);
    List<WSEncryptionPart> parts = new ArrayList<>();
    parts.add(new WSEncryptionPart("Body", soapNs, ""));
    parts.add(new WSEncryptionPart("Timestamp", WSConstants.WSU_NS, ""));
    signature.setParts(parts);
    return signature.build(doc, crypto, header);
  }

  static Document token(Document doc, String type) throws Exception {
    WSSecHeader header = new WSSecHeader();
    header.setMustUnderstand(true);
    header.insertSecurityHeader(doc);
    new WSSecTimestamp().build(doc, header);
    WSSecUsernameToken token = new WSSecUsernameToken();
    token.setPasswordType(type);
    token.setUserInfo(USER, PASSWORD);
    token.addNonce();
    token.addCreated();
    return token.build(doc, header);
  }
}
