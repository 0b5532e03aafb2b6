import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractSignature } from '@signpdf/utils';
import type forge from 'node-forge';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AssinadorPdf, identidadeDoAmbiente, lerP12 } from './assinatura.ts';
import {
  cmsDoPdf,
  lerCms,
  NOME,
  OID_MESSAGE_DIGEST,
  OID_SIGNING_CERTIFICATE_V2,
  OID_SIGNING_TIME,
  p12DeTeste,
  SENHA,
  sha256,
} from './assinatura.fixtures.ts';
import { emitido } from './pdf.fixtures.ts';
import { renderizarCertificado } from './pdf.ts';

// The certificate's PAdES signature checked as a reader checks it, without trusting our own code: the CMS read
// back from the PDF, its digest against the signed byte ranges, its RSA signature against the certificate's key.

let identidade: ReturnType<typeof p12DeTeste>;
let original: Buffer;
let assinado: Buffer;

beforeAll(async () => {
  identidade = p12DeTeste();
  original = await renderizarCertificado(emitido(10));
  assinado = await new AssinadorPdf(lerP12(identidade.p12, SENHA)).assinar(
    original,
    new Date('2026-07-01T12:05:00Z'),
  );
});

describe('AssinadorPdf: the certificate signed as PAdES baseline B', () => {
  it('appends the signature as an incremental update: the issued bytes are kept as they were', () => {
    expect(assinado.subarray(0, original.length).equals(original)).toBe(true);
    const texto = assinado.toString('latin1');
    expect(texto).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(texto).toContain('/Type /Sig');
  });

  it('covers the whole file but the signature itself, and its digest is of those bytes', () => {
    const { ByteRange, signedData } = extractSignature(assinado);
    const [inicio, primeiro, segundo, resto] = ByteRange as [number, number, number, number];
    expect(inicio).toBe(0);
    expect(segundo + resto).toBe(assinado.length);
    expect(primeiro).toBeLessThan(segundo);
    const { porOid } = lerCms(cmsDoPdf(assinado));
    const digest = porOid.get(OID_MESSAGE_DIGEST);
    expect(Buffer.from(digest?.value as string, 'binary').equals(sha256(signedData))).toBe(true);
  });

  it("is the deployment key's signature, bound to its certificate, with no signing-time attribute", () => {
    const { porOid, assinados, emissorESerie, assinatura } = lerCms(cmsDoPdf(assinado));
    expect(crypto.verify('sha256', assinados, identidade.publica, assinatura)).toBe(true);
    // A reader finds the signer's certificate by its issuer and serial, compared byte for byte.
    for (const parte of emissorESerie) expect(identidade.certificadoDer.includes(parte)).toBe(true);
    // SigningCertificateV2 { certs { ESSCertIDv2 { certHash } } }: the SHA-256 of the signer's certificate.
    const essCertId = porOid.get(OID_SIGNING_CERTIFICATE_V2);
    const hash = (
      ((essCertId?.value as forge.asn1.Asn1[])[0]?.value as forge.asn1.Asn1[])[0]?.value as forge.asn1.Asn1[]
    )[0]?.value as string;
    expect(Buffer.from(hash, 'binary').equals(sha256(identidade.certificadoDer))).toBe(true);
    expect(porOid.has(OID_SIGNING_TIME)).toBe(false);
  });

  it('a byte changed anywhere in the signed ranges no longer matches its digest', () => {
    const alterado = Buffer.from(assinado);
    const i = original.length - 20;
    alterado[i] = (alterado[i] ?? 0) ^ 1;
    const { signedData } = extractSignature(alterado);
    const digest = lerCms(cmsDoPdf(alterado)).porOid.get(OID_MESSAGE_DIGEST);
    expect(Buffer.from(digest?.value as string, 'binary').equals(sha256(signedData))).toBe(false);
  });

  it('still opens as the same document', async () => {
    const ler = async (pdf: Buffer) => {
      const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
      const pagina = await (await doc.getPage(1)).getTextContent();
      return pagina.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    };
    expect(await ler(assinado)).toBe(await ler(original));
  });
});

describe('identidadeDoAmbiente: the deployment key', () => {
  const ficheiro = (bytes: Buffer) => {
    const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-p12-'));
    const caminho = path.join(pasta, 'assinatura.p12');
    fs.writeFileSync(caminho, bytes);
    return caminho;
  };

  it('none set: certificates are issued unsigned', () => {
    expect(identidadeDoAmbiente(null, '')).toBeNull();
  });

  it('reads the key and names the signature after its certificate', () => {
    expect(identidadeDoAmbiente(ficheiro(identidade.p12), SENHA)?.nome).toBe(NOME);
  });

  it('a wrong passphrase, a file that is no PKCS#12 or no file at all stop the start with a clear message', () => {
    expect(() => identidadeDoAmbiente(ficheiro(identidade.p12), 'errada')).toThrow(
      'ASSINATURA_P12: ficheiro PKCS#12 inválido ou senha errada.',
    );
    expect(() => identidadeDoAmbiente(ficheiro(Buffer.from('não é um p12')), SENHA)).toThrow(
      'ASSINATURA_P12: ficheiro PKCS#12 inválido ou senha errada.',
    );
    expect(() => identidadeDoAmbiente('/nao/existe.p12', SENHA)).toThrow(
      'ASSINATURA_P12: não foi possível ler /nao/existe.p12.',
    );
  });
});
