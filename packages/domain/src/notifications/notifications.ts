/** The notification types the web shows with their own label and icon (spec 000 §2.4); others use a default look. */
export const NOTIFICACAO_TIPOS = [
  'CONTROLO_LABORATORIAL',
  'VACINACAO',
  'GUIA_TRANSPORTE',
  'RECONHECIMENTO_CAP',
  'CURSO_CAP',
  'TRANSITO',
  'MEIO_TRANSPORTE',
  'CERTIFICACAO',
] as const;

/** A known notification type. */
export type NotificacaoTipo = (typeof NOTIFICACAO_TIPOS)[number];

/** True when `tipo` is one of {@link NOTIFICACAO_TIPOS}. */
export function isNotificacaoTipo(tipo: string): tipo is NotificacaoTipo {
  return (NOTIFICACAO_TIPOS as readonly string[]).includes(tipo);
}

/** Importance levels of a notification; ALTA is shown as danger (spec 000 §2.4). */
export const IMPORTANCIAS = ['NORMAL', 'ALTA'] as const;

/** Importance of a notification. */
export type Importancia = (typeof IMPORTANCIAS)[number];

/** True when `value` is one of {@link IMPORTANCIAS}. */
export function isImportancia(value: string): value is Importancia {
  return (IMPORTANCIAS as readonly string[]).includes(value);
}

/** How often the web asks for new notifications (spec 000 §9: 60 s). */
export const NOTIFICATION_REFRESH_MS = 60_000;

/** Most notifications per group that `obterNovas` returns; `contagem` still counts them all. */
export const NOTIFICACOES_POR_GRUPO_MAX = 50;

/** Most notifications `obterNovasPorTipo` returns; `contagem` still counts them all. */
export const NOTIFICACOES_POR_TIPO_MAX = 500;

/** Longest `tipo` accepted in a query. */
export const NOTIFICACAO_TIPO_MAX = 64;

/** An in-app notification of the signed-in user (spec 000 §3). `mensagem` is sanitised HTML. */
export interface Notificacao {
  id: number;
  /** The notification's type (spec 000 §3 "key/type"): `key` as the spec names it, `tipo` as the filter does. */
  key: string;
  tipo: string;
  titulo: string;
  /** HTML already passed through {@link sanitizeNotificationHtml} by the server; the web sanitises again. */
  mensagem: string;
  importancia: Importancia;
  /** An app path ("/consultar/…") or an http(s) address; null when there is nowhere to go. */
  link: string | null;
  /** Element id to scroll to on the linked page. */
  fragmentOnPage: string | null;
  /** ISO 8601 instant. */
  createdOn: string;
  vista: boolean;
}

/** The unseen notifications of one type: the count of all of them and the newest ones. */
export interface NotificacaoGroup {
  tipo: string;
  contagem: number;
  notificacoes: Notificacao[];
}

/** Answer of `GET notificacoes/obterNovas`: every unseen notification counted, grouped by type. */
export interface NovasNotificacoes {
  total: number;
  grupos: NotificacaoGroup[];
}

/** Order of groups: known types in the spec's order, then the others alphabetically. */
export function compareNotificacaoTipos(a: string, b: string): number {
  const ia = (NOTIFICACAO_TIPOS as readonly string[]).indexOf(a);
  const ib = (NOTIFICACAO_TIPOS as readonly string[]).indexOf(b);
  if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------------------
// HTML sanitiser. Safety does not rest on parsing exactly as a browser does: the output is rebuilt from
// scratch, every text character escaped, and only allowlisted tags written by us with one re-quoted,
// re-escaped attribute. Whatever our tokenizer makes of hostile input, the browser can only read that back.

const ALLOWED_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li', 'a']);
const VOID_TAGS = new Set(['br']);
// Elements whose content is code or never meant as text: dropped with their content, up to the end tag.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'template',
  'svg',
  'math',
  'object',
]);
const MAX_DEPTH = 64;

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  // Punctuation that can spell a scheme or a path: decoded so the checks below see it.
  colon: ':',
  sol: '/',
  bsol: '\\',
  tab: '\t',
  newline: '\n',
  period: '.',
  num: '#',
  quest: '?',
};

const CHARACTER_REFERENCE = /^&(?:[a-zA-Z][a-zA-Z0-9]{0,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});/;

function isAsciiLetter(ch: string | undefined): boolean {
  return ch !== undefined && /^[a-zA-Z]$/.test(ch);
}

function isSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f';
}

/** Escapes a text run, keeping well-formed character references ("&amp;", "&#233;") as they are. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === '&') {
      const ref = CHARACTER_REFERENCE.exec(text.slice(i, i + 40));
      if (ref) {
        out += ref[0];
        i += ref[0].length - 1;
      } else out += '&amp;';
    } else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '"') out += '&quot;';
    else if (ch === "'") out += '&#39;';
    else if (ch.charCodeAt(0) !== 0) out += ch;
  }
  return out;
}

/** Escapes an attribute value that is already plain text (no references kept). */
function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** Decodes numeric references and the common named ones of an attribute value; others stay literal. */
function decodeReferences(value: string): string {
  return value.replace(
    /&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));?/g,
    (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED_REFERENCES[name.toLowerCase()] ?? whole;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    },
  );
}

/**
 * True for the hrefs a notification may carry: an app path ("/consultar/…", "consultar/…", "?x", "#y") or
 * an http(s) address. No other scheme, no protocol-relative "//host", no whitespace, controls or backslashes
 * (browsers read "\" as "/" and drop tabs and newlines inside a URL).
 */
export function isSafeNotificationHref(href: string): boolean {
  if (href === '' || [...href].some(isUnsafeUrlChar)) return false;
  if (/^https?:\/\/[^/?#]/i.test(href)) return true;
  if (href.startsWith('//')) return false;
  const beforePath = /^[^/?#]*/.exec(href)?.[0] ?? '';
  return !beforePath.includes(':');
}

/** Controls, spaces and the backslash: never inside an allowed URL. */
function isUnsafeUrlChar(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || ch === '\\';
}

/** The href of an input `a` tag, decoded and trimmed as browsers do, or null when it is not allowed. */
function safeHref(raw: string): string | null {
  const decoded = decodeReferences(raw);
  let start = 0;
  let end = decoded.length;
  while (start < end && decoded.charCodeAt(start) <= 0x20) start++;
  while (end > start && decoded.charCodeAt(end - 1) <= 0x20) end--;
  const href = decoded.slice(start, end);
  return isSafeNotificationHref(href) ? href : null;
}

interface ParsedTag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  /** Index just after the tag's ">". */
  end: number;
}

/** Parses the tag starting at `start` ("<x" or "</x"); null when the input ends before its ">". */
function parseTag(html: string, start: number): ParsedTag | null {
  let i = start + 1;
  const closing = html.charAt(i) === '/';
  if (closing) i++;
  const nameStart = i;
  while (i < html.length && !isSpace(html.charAt(i)) && html.charAt(i) !== '/' && html.charAt(i) !== '>') i++;
  const name = html.slice(nameStart, i).toLowerCase();
  const attributes = new Map<string, string>();
  for (;;) {
    while (i < html.length && (isSpace(html.charAt(i)) || html.charAt(i) === '/')) i++;
    if (i >= html.length) return null;
    if (html.charAt(i) === '>') return { name, closing, attributes, end: i + 1 };
    const attrStart = i;
    // The first character of a name may be "="; from then on "=" ends it (as in the HTML tokenizer).
    i++;
    while (
      i < html.length &&
      !isSpace(html.charAt(i)) &&
      html.charAt(i) !== '/' &&
      html.charAt(i) !== '>' &&
      html.charAt(i) !== '='
    )
      i++;
    const attrName = html.slice(attrStart, i).toLowerCase();
    let value = '';
    let j = i;
    while (j < html.length && isSpace(html.charAt(j))) j++;
    if (html.charAt(j) === '=') {
      j++;
      while (j < html.length && isSpace(html.charAt(j))) j++;
      const quote = html.charAt(j);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        if (close === -1) return null;
        value = html.slice(j + 1, close);
        i = close + 1;
      } else {
        const valueStart = j;
        while (j < html.length && !isSpace(html.charAt(j)) && html.charAt(j) !== '>') j++;
        value = html.slice(valueStart, j);
        i = j;
      }
    }
    // The first occurrence of an attribute wins, as in browsers.
    if (!attributes.has(attrName)) attributes.set(attrName, value);
  }
}

/** Index just after the end tag `</name ...>` closing a dropped element (`lower` is `html` lower-cased), or the end. */
function skipDroppedContent(html: string, lower: string, from: number, name: string): number {
  let at = from;
  for (;;) {
    const found = lower.indexOf(`</${name}`, at);
    if (found === -1) return html.length;
    const after = lower.charAt(found + 2 + name.length);
    if (after === '' || after === '>' || after === '/' || isSpace(after)) {
      const gt = html.indexOf('>', found);
      return gt === -1 ? html.length : gt + 1;
    }
    at = found + 2;
  }
}

interface OpenElement {
  name: string;
  /** False for an `a` without an allowed href: its tags are dropped, its text kept. */
  emitted: boolean;
}

/**
 * Sanitises the HTML of a notification message with an allowlist: b, strong, i, em, u, br, p, ul, ol, li,
 * and a with an app-path or http(s) href (its only attribute). Other tags are dropped (their text kept;
 * script, style, iframe and the like with their content), comments dropped, every attribute but that href
 * dropped, text escaped, and unclosed elements closed. Pure: runs in the browser and on the server.
 */
export function sanitizeNotificationHtml(html: string): string {
  let out = '';
  const open: OpenElement[] = [];
  // ASCII-lower-cased once, on the first dropped element, to find end tags case-insensitively; only ASCII,
  // so that its indexes are those of `html` (toLowerCase can change a string's length).
  let lower: string | null = null;
  let text = '';
  let i = 0;
  const flushText = () => {
    out += escapeText(text);
    text = '';
  };
  const closeUpTo = (index: number) => {
    while (open.length > index) {
      const element = open.pop();
      if (element?.emitted) out += `</${element.name}>`;
    }
  };

  while (i < html.length) {
    const ch = html.charAt(i);
    if (ch !== '<') {
      text += ch;
      i++;
      continue;
    }
    const next = html.charAt(i + 1);
    if (next === '!' || next === '?') {
      flushText();
      if (html.startsWith('<!--', i)) {
        // "<!-->" and "<!--->" are complete (empty) comments for the HTML tokenizer.
        const end = html.indexOf('-->', i + 2);
        i = end === -1 ? html.length : end + 3;
      } else {
        const end = html.indexOf('>', i);
        i = end === -1 ? html.length : end + 1;
      }
      continue;
    }
    const tagStart = next === '/' ? html.charAt(i + 2) : next;
    if (!isAsciiLetter(tagStart)) {
      text += ch;
      i++;
      continue;
    }
    flushText();
    const tag = parseTag(html, i);
    // A tag cut off by the end of the input is dropped, as browsers do.
    if (!tag) break;
    i = tag.end;
    if (tag.closing) {
      if (!ALLOWED_TAGS.has(tag.name) || VOID_TAGS.has(tag.name)) continue;
      for (let k = open.length - 1; k >= 0; k--) {
        if (open[k]?.name === tag.name) {
          closeUpTo(k);
          break;
        }
      }
      continue;
    }
    if (tag.name === 'plaintext') break;
    if (DROPPED_WITH_CONTENT.has(tag.name)) {
      lower ??= html.replace(/[A-Z]/g, (c) => c.toLowerCase());
      i = skipDroppedContent(html, lower, i, tag.name);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (VOID_TAGS.has(tag.name)) {
      out += `<${tag.name}>`;
      continue;
    }
    if (open.length >= MAX_DEPTH) continue;
    if (tag.name === 'a') {
      // Links do not nest: a new one closes the open one, as the HTML parser does.
      const openLink = open.findIndex((element) => element.name === 'a');
      if (openLink !== -1) closeUpTo(openLink);
      const href = safeHref(tag.attributes.get('href') ?? '');
      if (href === null) {
        open.push({ name: 'a', emitted: false });
        continue;
      }
      out += `<a href="${escapeAttribute(href)}">`;
      open.push({ name: 'a', emitted: true });
      continue;
    }
    out += `<${tag.name}>`;
    open.push({ name: tag.name, emitted: true });
  }
  flushText();
  closeUpTo(0);
  return out;
}

/**
 * The app path a notification opens: `link` plus `#fragmentOnPage`; null when the link is missing or not an
 * app path (http(s) addresses are not opened by the router).
 */
export function notificacaoTarget(link: string | null, fragmentOnPage: string | null): string | null {
  if (link === null) return null;
  const path = link.trim();
  if (path === '' || !isSafeNotificationHref(path) || /^https?:/i.test(path)) return null;
  const absolute = path.startsWith('/') || path.startsWith('?') || path.startsWith('#') ? path : `/${path}`;
  const fragment = fragmentOnPage?.trim() ?? '';
  if (fragment === '') return absolute;
  return `${absolute.replace(/#.*$/, '')}#${encodeURIComponent(fragment)}`;
}
