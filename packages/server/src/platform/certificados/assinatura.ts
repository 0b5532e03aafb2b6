import crypto from 'node:crypto';
import fs from 'node:fs';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';

// Certificates signed as PAdES baseline B (issue 18, "Signed PDF"): any PDF reader shows, offline, who issued the
// document and that not a byte changed since. The key is the deployment's (ASSINATURA_P12, a PKCS#12 file and its
// ASSINATURA_P12_SENHA), never in the repository; without one, certificates are issued unsigned.
//
// The CMS is built here rather than by @signpdf/signer-p12: PAdES asks for the ESS signing-certificate-v2
// attribute (which binds the signature to its certificate) and no signing-time attribute (the time goes in the
// signature dictionary), and node-forge's PKCS#7 writer knows neither. @signpdf places and fills the signature.

const { asn1, pki } = forge;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  pkcs8ShroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
};

/** Spare bytes in the signature's room beyond the CMS the identity makes (a DER length may grow by a byte or two). */
const FOLGA_ASSINATURA = 64;

const seq = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
const oid = (id: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const int = (n: number) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const nulo = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const algoritmo = (id: string) => seq([oid(id), nulo()]);
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const atributo = (id: string, valor: forge.asn1.Asn1) => seq([oid(id), set([valor])]);

/** The deployment's signing identity: its RSA key, its certificate, and the chain above it. */
export interface IdentidadeAssinatura {
  chave: crypto.KeyObject;
  certificado: forge.pki.Certificate;
  cadeia: forge.pki.Certificate[];
  /** The certificate's subject common name: the signature's name in a reader. */
  nome: string;
}

/** A certificate's text as forge reads it (UTF-8 bytes in a string) as text; Latin-1 text left as it is. */
function textoDoCertificado(valor: string): string {
  try {
    return forge.util.decodeUtf8(valor);
  } catch {
    return valor;
  }
}

/** Reads a PKCS#12 file's RSA key and the certificate that matches it (with the others as its chain). */
export function lerP12(bytes: Buffer, senha: string): IdentidadeAssinatura {
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(bytes.toString('binary')), false, senha);
  const sacos = (tipo: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: tipo })[tipo] ?? [];
  const chaves = [...sacos(OID.pkcs8ShroudedKeyBag), ...sacos(OID.keyBag)];
  const chave = chaves[0]?.key;
  if (!chave) throw new Error('ASSINATURA_P12: o ficheiro não tem chave privada RSA.');
  const certificados = sacos(OID.certBag)
    .map((bag) => bag.cert)
    .filter((c): c is forge.pki.Certificate => c !== undefined);
  const certificado = certificados.find((c) => {
    const publica = c.publicKey as forge.pki.rsa.PublicKey;
    return publica.n?.equals(chave.n) && publica.e?.equals(chave.e);
  });
  if (!certificado) throw new Error('ASSINATURA_P12: nenhum certificado corresponde à chave privada.');
  const campo = certificado.subject.getField('CN') as { value?: unknown } | null;
  const nome = campo?.value;
  return {
    chave: crypto.createPrivateKey(pki.privateKeyToPem(chave)),
    certificado,
    cadeia: certificados.filter((c) => c !== certificado),
    nome: typeof nome === 'string' ? textoDoCertificado(nome) : 'SIGSA',
  };
}

/** The PKCS#12 of the deployment (ASSINATURA_P12 and its ASSINATURA_P12_SENHA); null when none is set. */
export function identidadeDoAmbiente(ficheiro: string | null, senha: string): IdentidadeAssinatura | null {
  if (!ficheiro) return null;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(ficheiro);
  } catch {
    throw new Error(`ASSINATURA_P12: não foi possível ler ${ficheiro}.`);
  }
  try {
    return lerP12(bytes, senha);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('ASSINATURA_P12')) throw error;
    throw new Error('ASSINATURA_P12: ficheiro PKCS#12 inválido ou senha errada.');
  }
}

/** A CAdES-BES detached signature of the signed byte ranges, as PAdES baseline B wants it. */
class SignatarioCades extends Signer {
  constructor(private readonly identidade: IdentidadeAssinatura) {
    super();
  }

  override async sign(conteudo: Buffer): Promise<Buffer> {
    const { chave, certificado, cadeia } = this.identidade;
    const certificadoDer = der(pki.certificateToAsn1(certificado));
    const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest();
    // DER orders a SET OF by the encodings of its members: verifiers that re-encode the attributes agree.
    const atributos = [
      atributo(OID.contentType, oid(OID.data)),
      atributo(OID.messageDigest, octets(sha256(conteudo))),
      // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2's hash is SHA-256 (the
      // default, so its algorithm is left out).
      atributo(OID.signingCertificateV2, seq([seq([seq([octets(sha256(certificadoDer))])])])),
    ].sort((a, b) => Buffer.compare(der(a), der(b)));
    // The signature covers the attributes encoded as a SET; in the SignerInfo they are [0] IMPLICIT.
    const assinados = set(atributos);
    const assinatura = crypto.sign('sha256', der(assinados), chave);
    // The issuer and serial exactly as the certificate encodes them (its TBSCertificate, kept by forge as read):
    // a verifier finds the signer's certificate by comparing these bytes.
    const tbs = (pki.certificateToAsn1(certificado).value as forge.asn1.Asn1[])[0]
      ?.value as forge.asn1.Asn1[];
    const [, serie, , emissor] = tbs;
    if (!serie || !emissor) throw new Error('ASSINATURA_P12: certificado sem emissor ou número de série.');
    const emissorESerie = seq([emissor, serie]);
    const signerInfo = seq([
      int(1),
      emissorESerie,
      algoritmo(OID.sha256),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, atributos),
      algoritmo(OID.rsaEncryption),
      octets(assinatura),
    ]);
    const signedData = seq([
      int(1),
      set([algoritmo(OID.sha256)]),
      seq([oid(OID.data)]),
      asn1.create(
        asn1.Class.CONTEXT_SPECIFIC,
        0,
        true,
        [certificado, ...cadeia].map((c) => pki.certificateToAsn1(c)),
      ),
      set([signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  }
}

/** Signs PDFs with the deployment's identity. */
export class AssinadorPdf {
  private readonly signatario: SignatarioCades;

  constructor(private readonly identidade: IdentidadeAssinatura) {
    this.signatario = new SignatarioCades(identidade);
  }

  private tamanho: number | null = null;

  /**
   * `pdf` signed (an incremental update holding the signature), dated `quando` in its signature dictionary. The
   * room kept for the signature is what this identity's CMS takes (its size does not depend on the document):
   * measured once, on an empty content, so a small key does not carry a 16 KB hole and a long chain still fits.
   */
  async assinar(pdf: Buffer, quando: Date): Promise<Buffer> {
    this.tamanho ??= (await this.signatario.sign(Buffer.alloc(0))).length + FOLGA_ASSINATURA;
    const comLugar = plainAddPlaceholder({
      pdfBuffer: pdf,
      reason: 'Certificado emitido pelo SIGSA',
      contactInfo: '',
      name: this.identidade.nome,
      location: 'Portugal',
      signingTime: quando,
      signatureLength: this.tamanho,
      subFilter: SUBFILTER_ETSI_CADES_DETACHED,
      appName: 'SIGSA',
    });
    return new SignPdf().sign(comLugar, this.signatario, quando);
  }
}
