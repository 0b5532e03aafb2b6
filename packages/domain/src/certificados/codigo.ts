// The code of a certificate (issue 18, ours): 128 random bits written as 26 characters of Crockford's base32, the
// only thing the public page `/validarQR/<code>` is opened with. Not the record's id, not guessable, and easy to
// read aloud or type from paper: Crockford's alphabet has no I, L, O or U, and reading it back forgives case,
// spaces, hyphens and the letters a reader takes for digits (I and L for 1, O for 0).

/** Crockford's base32 digits, 0 to 31. */
export const ALFABETO_CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** How many random bytes a code holds. */
export const BYTES_CODIGO = 16;

/** How many characters a code has: 128 bits in 5-bit digits, the first of which carries only 3 bits. */
export const COMPRIMENTO_CODIGO = 26;

/** The path of the public check, under the deployment's public address. */
export const CAMINHO_VALIDAR_QR = '/validarQR';

/** The answer to any code that is not a certificate's: one body, nothing to tell a near miss from a far one. */
export const CERTIFICADO_NAO_ENCONTRADO_MESSAGE =
  'Certificado não encontrado. Verifique o código ou leia de novo o código QR.';

/** A QR code read by the camera or from a picture that is not one of our certificates' addresses. */
export const QR_ALHEIO_MESSAGE = 'O código lido não é um certificado do SIGSA.';

/** The camera could not be opened to read a QR code. */
export const CAMARA_MESSAGE = 'Não foi possível aceder à câmara. Verifique as permissões do navegador.';

/** What the public check answers to an address checking too often (`minutos` until it may again). */
export function demasiadasVerificacoesMessage(minutos: number): string {
  return `Demasiadas verificações a partir deste endereço. Tente novamente dentro de ${minutos} ${
    minutos === 1 ? 'minuto' : 'minutos'
  }.`;
}

/** Each character a reader may type, as the digit it stands for (aliases included). */
const DIGITOS: ReadonlyMap<string, number> = new Map([
  ...[...ALFABETO_CROCKFORD].map((c, i) => [c, i] as const),
  ['I', 1],
  ['L', 1],
  ['O', 0],
]);

/** The code of `bytes` (16 of them), most significant bit first. */
export function codigoDosBytes(bytes: Uint8Array): string {
  if (bytes.length !== BYTES_CODIGO) throw new Error(`um código tem ${BYTES_CODIGO} bytes`);
  let valor = 0n;
  for (const byte of bytes) valor = (valor << 8n) | BigInt(byte);
  let codigo = '';
  for (let i = 0; i < COMPRIMENTO_CODIGO; i++) {
    codigo = (ALFABETO_CROCKFORD[Number(valor & 31n)] ?? '') + codigo;
    valor >>= 5n;
  }
  return codigo;
}

/** The bytes of a code as {@link normalizarCodigo} gives it; null when it is not one. */
export function bytesDoCodigo(codigo: string): Uint8Array | null {
  if (codigo.length !== COMPRIMENTO_CODIGO) return null;
  let valor = 0n;
  for (const c of codigo) {
    const digito = ALFABETO_CROCKFORD.indexOf(c);
    if (digito < 0) return null;
    valor = (valor << 5n) | BigInt(digito);
  }
  // 130 bits of digits for 128 of code: the two on top are always zero.
  if (valor >> 128n !== 0n) return null;
  const bytes = new Uint8Array(BYTES_CODIGO);
  for (let i = BYTES_CODIGO - 1; i >= 0; i--) {
    bytes[i] = Number(valor & 255n);
    valor >>= 8n;
  }
  return bytes;
}

/**
 * The code a user typed or pasted, in its one written form; null when it cannot be a code. Takes the code alone
 * or the whole address of the public check (the QR's); ignores case, spaces and hyphens; reads I and L as 1 and O
 * as 0.
 */
export function normalizarCodigo(texto: string): string | null {
  let codigo = texto.trim();
  const caminho = codigo.lastIndexOf(`${CAMINHO_VALIDAR_QR}/`);
  if (caminho >= 0) codigo = codigo.slice(caminho + CAMINHO_VALIDAR_QR.length + 1).replace(/[?#].*$/s, '');
  let normal = '';
  for (const c of codigo.toUpperCase()) {
    if (c === '-' || /\s/.test(c)) continue;
    const digito = DIGITOS.get(c);
    if (digito === undefined) return null;
    normal += ALFABETO_CROCKFORD[digito];
  }
  return bytesDoCodigo(normal) ? normal : null;
}

/** The code as printed under the QR and on the public page: groups of four, for the eye. */
export function codigoEmGrupos(codigo: string): string {
  return (codigo.match(/.{1,4}/g) ?? []).join('-');
}

/** The address a certificate's QR encodes: the public check of its code, under the deployment's public address. */
export function enderecoDeVerificacao(enderecoPublico: string, codigo: string): string {
  return `${enderecoPublico.replace(/\/+$/, '')}${CAMINHO_VALIDAR_QR}/${codigo}`;
}

/**
 * The code of a QR read by the camera or from a picture, when it is our public check's address (under
 * `enderecoPublico`); null for anything else, which is then never sent.
 */
export function codigoDoQr(lido: string, enderecoPublico: string): string | null {
  const prefixo = `${enderecoPublico.replace(/\/+$/, '')}${CAMINHO_VALIDAR_QR}/`;
  const texto = lido.trim();
  if (!texto.startsWith(prefixo)) return null;
  return normalizarCodigo(texto.slice(prefixo.length));
}

/** A certificate's number: the record's number and the order of the issue (`VAC/000012-1`, then `-2`, …). */
export function numeroCertificado(numeroSerie: string, emissao: number): string {
  return `${numeroSerie}-${emissao}`;
}
