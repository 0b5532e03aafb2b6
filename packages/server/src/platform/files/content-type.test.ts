import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import {
  ContentInspector,
  SNIFF_BYTES,
  contentTypeHeader,
  detectFileType,
  extensionOf,
  type FileType,
} from './content-type.ts';
import { attachmentDisposition, cleanTitle, displayName } from './file-name.ts';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'utf8');

const PDF = text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46);
const GIF = text('GIF89a\x01\x00\x01\x00');
const WEBP = Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WEBPVP8 ')]);
const TIFF_LE = bytes(0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0);
const TIFF_BE = bytes(0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8);
const ZIP = Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04, 20, 0), text('[Content_Types].xml')]);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
const EXE = Buffer.concat([text('MZ'), bytes(0x90, 0, 3, 0)]);

const mime = (head: Buffer, name: string, complete = true) => detectFileType(head, name, complete)?.mime ?? null;

async function* chunks(...parts: Buffer[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield part;
}

async function inspectAll(name: string, ...parts: Buffer[]): Promise<{ type: FileType; out: Buffer }> {
  const inspector = new ContentInspector(name);
  const out: Uint8Array[] = [];
  for await (const chunk of inspector.inspect(chunks(...parts))) out.push(chunk);
  return { type: inspector.fileType, out: Buffer.concat(out) };
}

async function refusal(name: string, ...parts: Buffer[]): Promise<number> {
  try {
    await inspectAll(name, ...parts);
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
  return 0;
}

describe('detectFileType: by content, never by the name alone', () => {
  it('recognises PDF, PNG, JPEG, GIF, WEBP and TIFF whatever the name says', () => {
    expect(mime(PDF, 'a.pdf')).toBe('application/pdf');
    expect(mime(PDF, 'programa.exe')).toBe('application/pdf');
    expect(mime(PNG, 'x.png')).toBe('image/png');
    expect(mime(JPEG, 'foto.JPG')).toBe('image/jpeg');
    expect(mime(GIF, 'sem-extensao')).toBe('image/gif');
    expect(mime(text('GIF87a\x01\x00'), 'a.gif')).toBe('image/gif');
    expect(mime(WEBP, 'a.webp')).toBe('image/webp');
    expect(mime(TIFF_LE, 'a.tif')).toBe('image/tiff');
    expect(mime(TIFF_BE, 'a.tiff')).toBe('image/tiff');
  });

  it('a ZIP is accepted only as the Office document its extension names', () => {
    expect(mime(ZIP, 'relatorio.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(mime(ZIP, 'folha.XLSX')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(mime(ZIP, 'texto.odt')).toBe('application/vnd.oasis.opendocument.text');
    expect(mime(ZIP, 'arquivo.zip')).toBeNull();
    expect(mime(ZIP, 'foto.jpg')).toBeNull();
    expect(mime(ZIP, 'sem-extensao')).toBeNull();
    // An Office name on something that is not a ZIP is refused.
    expect(mime(text('isto não é um zip'), 'relatorio.docx')).toBeNull();
  });

  it('an OLE container is accepted only as a legacy .doc, .xls or .ppt', () => {
    expect(mime(OLE, 'antigo.doc')).toBe('application/msword');
    expect(mime(OLE, 'antigo.xls')).toBe('application/vnd.ms-excel');
    expect(mime(OLE, 'instalador.msi')).toBeNull();
    expect(mime(text('texto'), 'antigo.doc')).toBeNull();
  });

  it('plain text only for .txt and .csv, valid UTF-8 without NUL bytes and not markup', () => {
    expect(mime(text('olá, mundo\n'), 'notas.txt')).toBe('text/plain');
    expect(mime(text('\uFEFFmarca;animais\nPT01;3\n'), 'dados.csv')).toBe('text/csv');
    expect(mime(text('olá'), 'notas.md')).toBeNull();
    expect(mime(text('echo olá'), 'script.sh')).toBeNull();
    expect(mime(bytes(0x61, 0x00, 0x62), 'nul.txt')).toBeNull();
    expect(mime(bytes(0x61, 0xc3, 0x28), 'latin.txt')).toBeNull();
    expect(mime(text('  <!DOCTYPE html><html></html>'), 'pagina.txt')).toBeNull();
    expect(mime(text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'desenho.csv')).toBeNull();
    expect(mime(text('<?xml version="1.0"?>'), 'dados.txt')).toBeNull();
  });

  it('a multi-byte character cut at the end of the head is fine only while more is coming', () => {
    const cut = text('ção').subarray(0, 1);
    expect(mime(cut, 'a.txt', false)).toBe('text/plain');
    expect(mime(cut, 'a.txt', true)).toBeNull();
  });

  it('refuses HTML, scripts and executables, also when renamed', () => {
    expect(mime(text('<html><script>alert(1)</script></html>'), 'foto.jpg')).toBeNull();
    expect(mime(text('<script>alert(1)</script>'), 'a.html')).toBeNull();
    expect(mime(EXE, 'programa.exe')).toBeNull();
    expect(mime(EXE, 'documento.pdf')).toBeNull();
    expect(mime(text('#!/bin/sh\nrm -rf /'), 'a.sh')).toBeNull();
    expect(mime(Buffer.alloc(0), 'a.txt')).toBeNull();
  });

  it('reads extensions and serves text as UTF-8', () => {
    expect(extensionOf('a.b.PDF')).toBe('pdf');
    expect(extensionOf('sem')).toBeNull();
    expect(extensionOf('fim.')).toBeNull();
    expect(contentTypeHeader('text/csv')).toBe('text/csv; charset=utf-8');
    expect(contentTypeHeader('application/pdf')).toBe('application/pdf');
  });
});

describe('ContentInspector: the type is checked while the bytes stream', () => {
  it('passes every byte through, in order, and reports the type', async () => {
    const body = Buffer.concat([PDF, Buffer.alloc(SNIFF_BYTES * 3, 0x20)]);
    const parts = [body.subarray(0, 3), body.subarray(3, 5000), body.subarray(5000)];
    const { type, out } = await inspectAll('x.pdf', ...parts);
    expect(type.mime).toBe('application/pdf');
    expect(out.equals(body)).toBe(true);
  });

  it('decides on a short file at its end', async () => {
    const { type, out } = await inspectAll('a.gif', GIF);
    expect(type.mime).toBe('image/gif');
    expect(out.equals(GIF)).toBe(true);
  });

  it('refuses a forbidden type with 415 and an empty file with 400', async () => {
    expect(await refusal('foto.jpg', text('<html></html>'))).toBe(415);
    expect(await refusal('vazio.pdf')).toBe(400);
    expect(await refusal('vazio.pdf', Buffer.alloc(0))).toBe(400);
  });

  it('validates text to its last byte: a NUL or bad UTF-8 after the head is refused', async () => {
    const head = Buffer.alloc(SNIFF_BYTES, 0x61);
    expect(await refusal('a.txt', head, bytes(0x62, 0x00))).toBe(415);
    expect(await refusal('a.csv', head, bytes(0xff, 0xfe))).toBe(415);
    // A character split across chunks is fine; one cut at the very end is not.
    const { type } = await inspectAll('a.txt', head, text('çã').subarray(0, 1), text('çã').subarray(1));
    expect(type.mime).toBe('text/plain');
    expect(await refusal('a.txt', head, text('ç').subarray(0, 1))).toBe(415);
  });
});

describe('display names, titles and Content-Disposition', () => {
  const pdf: FileType = { mime: 'application/pdf', extensions: ['pdf'] };
  const jpeg: FileType = { mime: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe'] };

  it('keeps only the last path segment and the detected type’s extension', () => {
    expect(displayName('relatorio.pdf', pdf)).toBe('relatorio.pdf');
    expect(displayName('programa.exe', pdf)).toBe('programa.pdf');
    expect(displayName('../../etc/passwd', pdf)).toBe('passwd.pdf');
    expect(displayName('C:\\Users\\x\\foto.JPEG', jpeg)).toBe('foto.jpeg');
    expect(displayName('foto.png', jpeg)).toBe('foto.jpg');
  });

  it('drops control, bidi and reserved characters; never answers an empty or dotted name', () => {
    expect(displayName('fat\u202Egpj.exe', pdf)).toBe('fatgpj.pdf');
    expect(displayName('a\u0000b\r\nc.pdf', pdf)).toBe('ab c.pdf');
    expect(displayName('a<b>:"c|?*.pdf', pdf)).toBe('a_b___c___.pdf');
    expect(displayName('....pdf', pdf)).toBe('documento.pdf');
    expect(displayName('', pdf)).toBe('documento.pdf');
    expect(displayName(undefined, pdf)).toBe('documento.pdf');
    expect(displayName(`${'é'.repeat(500)}.pdf`, pdf)).toBe(`${'é'.repeat(120)}.pdf`);
    expect(displayName('Relatório de Vacinação.pdf', pdf)).toBe('Relatório de Vacinação.pdf');
  });

  it('cleans titles', () => {
    expect(cleanTitle('  Fotografia\u0000 do\tbrinco ')).toBe('Fotografia do brinco');
    expect(cleanTitle('   ')).toBeNull();
    expect(cleanTitle(undefined)).toBeNull();
  });

  it('offers the name as an attachment, ASCII fallback plus exact UTF-8', () => {
    expect(attachmentDisposition('relatorio.pdf')).toBe(
      `attachment; filename="relatorio.pdf"; filename*=UTF-8''relatorio.pdf`,
    );
    expect(attachmentDisposition(`Vacinação "nova" (1)'s.pdf`)).toBe(
      `attachment; filename="Vacina__o _nova_ (1)'s.pdf"; filename*=UTF-8''Vacina%C3%A7%C3%A3o%20%22nova%22%20%281%29%27s.pdf`,
    );
  });
});
