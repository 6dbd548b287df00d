/**
 * Test certificates, made by openssl in a temporary folder for each test file (no private key is
 * committed): a CA, a signer it issued (trusted through the CA), the server's key it issued, and
 * an untrusted signer (self-signed). RSA 2048, valid for a day.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface KeyPair {
  privateKey: string;
  certificate: string;
  keyFile: string;
  certFile: string;
}

export interface TestCertificates {
  folder: string;
  ca: KeyPair;
  signer: KeyPair;
  server: KeyPair;
  untrusted: KeyPair;
  remove(): void;
}

export function makeCertificates(): TestCertificates {
  const folder = mkdtempSync(path.join(tmpdir(), "soapgen-wssec-"));
  const openssl = (...args: string[]) =>
    execFileSync("openssl", args, { cwd: folder, stdio: ["ignore", "pipe", "pipe"] });
  const pair = (name: string): KeyPair => {
    const keyFile = path.join(folder, `${name}.key`);
    const certFile = path.join(folder, `${name}.pem`);
    return {
      keyFile,
      certFile,
      get privateKey() {
        return readFileSync(keyFile, "utf8");
      },
      get certificate() {
        return readFileSync(certFile, "utf8");
      },
    };
  };
  const selfSigned = (name: string, subject: string, ca: boolean) => {
    openssl(
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      `${name}.key`,
      "-out",
      `${name}.pem`,
      "-days",
      "1",
      "-subj",
      subject,
      ...(ca
        ? ["-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=keyCertSign"]
        : []),
    );
    return pair(name);
  };
  const issued = (name: string, subject: string, serial: string) => {
    openssl(
      "req",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      `${name}.key`,
      "-out",
      `${name}.csr`,
      "-subj",
      subject,
    );
    writeFileSync(
      path.join(folder, `${name}.ext`),
      "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\n",
    );
    openssl(
      "x509",
      "-req",
      "-in",
      `${name}.csr`,
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca.key",
      "-set_serial",
      serial,
      "-days",
      "1",
      "-extfile",
      `${name}.ext`,
      "-out",
      `${name}.pem`,
    );
    return pair(name);
  };
  const ca = selfSigned("ca", "/CN=soapgen test CA", true);
  return {
    folder,
    ca,
    signer: issued("signer", "/CN=soapgen test signer", "4660"),
    server: issued("server", "/CN=soapgen test server", "4661"),
    untrusted: selfSigned("untrusted", "/CN=soapgen untrusted signer", false),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
