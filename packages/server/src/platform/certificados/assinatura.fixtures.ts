import crypto from 'node:crypto';
import { extractSignature } from '@signpdf/utils';
import forge from 'node-forge';

// A deployment's signing key for the tests (a self-signed certificate in a PKCS#12), and the reading of a PDF's
// CMS signature back, as a verifier does, independently of assinatura.ts.

const { asn1, pki } = forge;
export const SENHA = 'senha de teste';
export const NOME = 'SIGSA — Certificados (teste)';

/** A deployment's PKCS#12: a self-signed RSA certificate and its key, under SENHA. */
export function p12DeTeste(): { p12: Buffer; certificadoDer: Buffer; publica: crypto.KeyObject } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const chave = pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = pki.createCertificate();
  cert.publicKey = pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2036-01-01T00:00:00Z');
  // The CN has an em dash: tagged UTF8String (forge encodes it), not the PrintableString it defaults to.
  const nome = [
    { name: 'commonName', value: NOME, valueTagClass: asn1.Type.UTF8 as unknown as forge.asn1.Class },
    { name: 'countryName', value: 'PT' },
  ];
  cert.setSubject(nome);
  cert.setIssuer(nome);
  cert.sign(chave, forge.md.sha256.create());
  const p12 = asn1.toDer(forge.pkcs12.toPkcs12Asn1(chave, [cert], SENHA, { algorithm: '3des' })).getBytes();
  return {
    p12: Buffer.from(p12, 'binary'),
    certificadoDer: Buffer.from(asn1.toDer(pki.certificateToAsn1(cert)).getBytes(), 'binary'),
    publica: publicKey,
  };
}

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest();
export const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
export const OID_SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
export const OID_SIGNING_TIME = '1.2.840.113549.1.9.5';

/**
 * The CMS a signed PDF holds, whole: the hex of its /Contents, zero padding included. Not @signpdf's
 * `extractSignature().signature`, which strips trailing zero bytes — and one signature in 256 ends in one.
 */
export function cmsDoPdf(pdf: Buffer): Buffer {
  const { ByteRange } = extractSignature(pdf) as { ByteRange: number[] };
  const [inicio = 0, primeiro = 0, segundo = 0] = ByteRange;
  const hex = pdf
    .subarray(inicio + primeiro, segundo)
    .toString('latin1')
    .replace(/[<>]/g, '');
  return Buffer.from(hex, 'hex');
}

/** The signer's signed attributes (as DER of a SET, what the signature covers), by OID, and its signature. */
export function lerCms(cms: Buffer) {
  // The signature's room is padded with zeros after the CMS: parse what the CMS says it holds.
  const info = asn1.fromDer(forge.util.createBuffer(cms.toString('binary')), {
    parseAllBytes: false,
  } as unknown as boolean);
  const filhos = (n: forge.asn1.Asn1) => n.value as forge.asn1.Asn1[];
  const signedData = filhos(filhos(filhos(info)[1] as forge.asn1.Asn1)[0] as forge.asn1.Asn1);
  const signerInfo = filhos(filhos(signedData.at(-1) as forge.asn1.Asn1)[0] as forge.asn1.Asn1);
  const [, sid, , atributosImplicitos, , assinatura] = signerInfo;
  if (!sid || !atributosImplicitos || !assinatura) throw new Error('SignerInfo incompleto');
  const porOid = new Map<string, forge.asn1.Asn1>();
  for (const atributo of filhos(atributosImplicitos)) {
    const [tipo, valores] = filhos(atributo);
    porOid.set(
      asn1.derToOid(tipo?.value as string),
      filhos(valores as forge.asn1.Asn1)[0] as forge.asn1.Asn1,
    );
  }
  const implicito = Buffer.from(asn1.toDer(atributosImplicitos).getBytes(), 'binary');
  // [0] IMPLICIT in the SignerInfo, a SET (0x31) where the signature was computed.
  const assinados = Buffer.concat([Buffer.from([0x31]), implicito.subarray(1)]);
  const emissorESerie = (sid.value as forge.asn1.Asn1[]).map((n) =>
    Buffer.from(asn1.toDer(n).getBytes(), 'binary'),
  );
  return { porOid, assinados, emissorESerie, assinatura: Buffer.from(assinatura.value as string, 'binary') };
}
