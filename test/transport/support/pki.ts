/**
 * A throwaway PKI for the TLS tests, made by openssl: a CA, a server certificate it signed for
 * localhost and 127.0.0.1, a client certificate it signed (PEM, and as PKCS#12 with a
 * passphrase), and a second CA that signed nothing here (to prove a CA is checked). EC keys, so
 * that making them takes milliseconds.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface Pki {
  ca: string;
  otherCa: string;
  serverKey: string;
  serverCert: string;
  clientKey: string;
  clientCert: string;
  clientPfx: Buffer;
  pfxPassphrase: string;
}

export function makePki(): Pki {
  const dir = mkdtempSync(path.join(tmpdir(), "soapgen-pki-"));
  const at = (name: string) => path.join(dir, name);
  const ssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  const key = (name: string) =>
    ssl("genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", at(name));
  const selfSigned = (name: string, cn: string) => {
    key(`${name}.key`);
    ssl(
      "req",
      "-x509",
      "-key",
      at(`${name}.key`),
      "-out",
      at(`${name}.crt`),
      "-days",
      "2",
      "-subj",
      `/CN=${cn}`,
    );
  };
  const signed = (name: string, cn: string, extensions: string) => {
    key(`${name}.key`);
    ssl("req", "-new", "-key", at(`${name}.key`), "-out", at(`${name}.csr`), "-subj", `/CN=${cn}`);
    writeFileSync(at(`${name}.ext`), extensions);
    ssl(
      "x509",
      "-req",
      "-in",
      at(`${name}.csr`),
      "-CA",
      at("ca.crt"),
      "-CAkey",
      at("ca.key"),
      "-CAcreateserial",
      "-out",
      at(`${name}.crt`),
      "-days",
      "2",
      "-extfile",
      at(`${name}.ext`),
    );
  };
  try {
    selfSigned("ca", "soapgen test CA");
    selfSigned("other-ca", "another CA");
    signed(
      "server",
      "localhost",
      "subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n",
    );
    signed("client", "soapgen test client", "extendedKeyUsage=clientAuth\n");
    const pfxPassphrase = "pfx-passphrase";
    ssl(
      "pkcs12",
      "-export",
      "-in",
      at("client.crt"),
      "-inkey",
      at("client.key"),
      "-out",
      at("client.pfx"),
      "-passout",
      `pass:${pfxPassphrase}`,
    );
    const text = (name: string) => readFileSync(at(name), "utf8");
    return {
      ca: text("ca.crt"),
      otherCa: text("other-ca.crt"),
      serverKey: text("server.key"),
      serverCert: text("server.crt"),
      clientKey: text("client.key"),
      clientCert: text("client.crt"),
      clientPfx: readFileSync(at("client.pfx")),
      pfxPassphrase,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
