import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICACAO_TIPOS,
  compareNotificacaoTipos,
  isImportancia,
  isNotificacaoTipo,
  isSafeNotificationHref,
  notificacaoTarget,
  sanitizeNotificationHtml,
} from './notifications.ts';
import { VISTA_MESSAGE, notificacaoPatchSchema } from './notificacao-patch.ts';

const sanitize = sanitizeNotificationHtml;

// What any output may contain as markup: allowlisted tags without attributes, or `a` with one double-quoted href.
const ALLOWED_TAG = /^<\/?(?:b|strong|i|em|u|br|p|ul|ol|li|a)>$|^<a href="[^"<>]*">$/;

/** Every "<…>" of `html`, and whether any "<" or ">" stands outside a well-formed tag. */
function markup(html: string): { tags: string[]; stray: boolean } {
  const tags = html.match(/<[^<>]*>/g) ?? [];
  const rest = html.replace(/<[^<>]*>/g, '');
  return { tags, stray: /[<>]/.test(rest) };
}

describe('sanitizeNotificationHtml: what is kept', () => {
  it.each([
    ['plain text', 'Amostra 12 recebida', 'Amostra 12 recebida'],
    ['allowed tags', '<p><b>Olá</b> <strong>a</strong> <i>b</i> <em>c</em> <u>d</u></p>', null],
    ['lists', '<ul><li>um</li><li>dois</li></ul><ol><li>três</li></ol>', null],
    ['br', 'linha 1<br>linha 2<br/>linha 3', 'linha 1<br>linha 2<br>linha 3'],
    ['an app path link', '<a href="/consultar/vacinacoes/12">ver</a>', null],
    ['a relative link', '<a href="consultar/vacinacoes/12">ver</a>', null],
    ['an https link', '<a href="https://www.dgav.pt/x?a=1&amp;b=2">DGAV</a>', null],
    ['character references', 'Explora&ccedil;&atilde;o &amp; c&#243; &#xE9;', null],
    ['upper-case tag names', '<B>forte</B><BR>', '<b>forte</b><br>'],
  ])('keeps %s', (_label, input, expected) => {
    expect(sanitize(input)).toBe(expected ?? input);
  });

  it('escapes text that looks like markup but is not', () => {
    expect(sanitize('a < b > c & d "e" \'f\'')).toBe('a &lt; b &gt; c &amp; d &quot;e&quot; &#39;f&#39;');
    expect(sanitize('5 <3 e 2</ 4')).toBe('5 &lt;3 e 2&lt;/ 4');
  });

  it('closes what is left open and ignores stray end tags', () => {
    expect(sanitize('<p><b>aberto')).toBe('<p><b>aberto</b></p>');
    expect(sanitize('texto</b></p></li>')).toBe('texto');
    expect(sanitize('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
  });
});

describe('sanitizeNotificationHtml: what is removed', () => {
  it.each([
    ['script with content', 'a<script>alert(1)</script>b', 'ab'],
    ['script upper case', 'a<SCRIPT SRC=//x.js></SCRIPT>b', 'ab'],
    ['script after text whose lower case is longer', 'İİİ<script>x</ScRiPt>b', 'İİİb'],
    ['unclosed script', 'a<script>alert(1)', 'a'],
    ['style', '<style>body{display:none}</style>texto', 'texto'],
    ['iframe', '<iframe src="javascript:alert(1)">x</iframe>ok', 'ok'],
    ['svg', '<svg onload=alert(1)><script>alert(1)</script></svg>ok', 'ok'],
    ['event handlers', '<b onclick="alert(1)" class="x">b</b>', '<b>b</b>'],
    ['img with onerror', '<img src=x onerror=alert(1)>texto', 'texto'],
    ['unknown tags, text kept', '<div><span>dentro</span></div>', 'dentro'],
    ['comments', 'a<!-- <script>alert(1)</script> -->b', 'ab'],
    ['conditional comments', 'a<!--[if IE]><script>x</script><![endif]-->b', 'ab'],
    ['doctype and processing instructions', '<!DOCTYPE html><?xml x?>texto', 'texto'],
    ['a tag cut off by the end', 'texto <b class="x', 'texto '],
    ['end tags with attributes', '<b>x</b onclick=alert(1)>', '<b>x</b>'],
    [
      'attributes other than href on a',
      '<a href="/x" target="_blank" onmouseover="x()">l</a>',
      '<a href="/x">l</a>',
    ],
  ])('removes %s', (_label, input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    'javascript&colon;alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    'jav&#x61;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
    'mailto:x@y.pt',
    'ftp://x.pt',
    '',
  ])('drops the link but keeps its text for href %j', (href) => {
    expect(sanitize(`<a href="${href}">ligação</a>`)).toBe('ligação');
    expect(sanitize(`<a href='${href}'>ligação</a>`)).toBe('ligação');
  });

  it('drops a link without href, and keeps the first href of several', () => {
    expect(sanitize('<a name="x">texto</a>')).toBe('texto');
    expect(sanitize('<a href="/a" href="javascript:x">t</a>')).toBe('<a href="/a">t</a>');
  });

  it('re-escapes an href, so a quote cannot break out of the attribute', () => {
    expect(sanitize('<a href=\'/x"onmouseover="alert(1)\'>t</a>')).toBe(
      '<a href="/x&quot;onmouseover=&quot;alert(1)">t</a>',
    );
  });

  it('does not nest links', () => {
    expect(sanitize('<a href="/a">um<a href="/b">dois</a></a>')).toBe(
      '<a href="/a">um</a><a href="/b">dois</a>',
    );
  });
});

// Fragments of hostile markup; each puts the dangerous words only inside a tag, a comment or a dropped element.
const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT>alert(1)',
  '</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">',
  "<a href='jav&#x61;script:alert(1)'>",
  '<a href=javascript:alert(1)>',
  '<a href="/ok" onclick="alert(1)">',
  '<a href="https://ok.pt">',
  '</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<style>@import "javascript:x"</style>',
  '<!--',
  '-->',
  '<!-- <script>alert(1)</script> -->',
  '<b onmouseover=alert(1)>',
  '</b>',
  '<p>',
  '<br/>',
  '<li>',
  '"',
  "'",
  '>',
  '<',
  '</',
  '&',
  '&lt;script&gt;',
  '&#60;',
  '=',
  ' ',
  '/',
  'texto',
  'ção',
  '<textarea><script>alert(1)</script></textarea>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<object data="javascript:alert(1)"></object>',
  '<plaintext>',
  '<x onerror=alert(1)>',
  '<a\nhref="javascript:alert(1)"\n>',
];

const hostileHtml = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 4 })), { maxLength: 25 })
  .map((parts) => parts.join(''));
// Any text at all, including lone surrogates and control characters.
const anyText = fc.string({ unit: 'binary', maxLength: 200 });

describe('sanitizeNotificationHtml: properties', () => {
  // The words may survive as escaped text (a broken tag turns what follows into text, in browsers too), never
  // as markup.
  it('never lets script, event handlers or javascript: URLs through hostile markup', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const out = sanitize(html).toLowerCase();
        expect(out).not.toContain('<script');
        expect(out).not.toContain('<img');
        expect(out).not.toContain('<iframe');
        expect(out).not.toContain('<style');
        const tags = markup(out).tags.join(' ');
        expect(tags).not.toContain('onerror');
        expect(tags).not.toContain('onload');
        expect(tags).not.toContain('onclick');
        expect(tags).not.toContain('javascript');
      }),
      { numRuns: 2000 },
    );
  });

  it('outputs only allowlisted tags, an href only on a and only a safe one, and no stray "<" or ">"', () => {
    fc.assert(
      fc.property(fc.oneof(hostileHtml, anyText), (html) => {
        const { tags, stray } = markup(sanitize(html));
        expect(stray).toBe(false);
        for (const tag of tags) {
          expect(tag).toMatch(ALLOWED_TAG);
          const href = /^<a href="([^"]*)">$/.exec(tag)?.[1];
          if (href !== undefined) {
            const decoded = href.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<');
            expect(isSafeNotificationHref(decoded.replaceAll('&gt;', '>').replaceAll('&amp;', '&'))).toBe(
              true,
            );
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: sanitising its own output changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(hostileHtml, anyText), (html) => {
        const once = sanitize(html);
        expect(sanitize(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps plain text (without markup characters) exactly', () => {
    fc.assert(
      fc.property(
        fc
          .string({ maxLength: 100 })
          .filter((s) => !/[<>&"']/.test(s) && !s.includes(String.fromCharCode(0))),
        (text) => {
          expect(sanitize(text)).toBe(text);
        },
      ),
    );
  });

  it('is linear enough for long hostile input', () => {
    const started = performance.now();
    sanitize('<a href="/x" '.repeat(5000) + '<!--'.repeat(5000) + '<script>'.repeat(5000));
    sanitize('<script></script><b>x</b>'.repeat(5000) + '<p><i>'.repeat(5000) + '</p>'.repeat(5000));
    sanitize('<a href="/x">'.repeat(5000) + '&amp;'.repeat(5000) + '<'.repeat(5000));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('isSafeNotificationHref', () => {
  it.each(['/consultar/vacinacoes/1', 'consultar/x', '?a=1', '#amostras', 'http://x.pt', 'HTTPS://x.pt/a'])(
    'accepts %j',
    (href) => expect(isSafeNotificationHref(href)).toBe(true),
  );
  it.each(['javascript:x', 'http:/x', 'https://', '//x.pt', '/a b', '/a\\b', 'a:b/c', ''])(
    'refuses %j',
    (href) => expect(isSafeNotificationHref(href)).toBe(false),
  );
});

describe('notificacaoTarget', () => {
  it('joins the link and the fragment, as an app path', () => {
    expect(notificacaoTarget('/consultar/vacinacoes/1', 'amostras')).toBe('/consultar/vacinacoes/1#amostras');
    expect(notificacaoTarget('consultar/vacinacoes/1', null)).toBe('/consultar/vacinacoes/1');
    expect(notificacaoTarget('/x#old', 'novo fragmento')).toBe('/x#novo%20fragmento');
    expect(notificacaoTarget('/x', '  ')).toBe('/x');
  });

  it('gives null for no link, an unsafe one, or an external address', () => {
    expect(notificacaoTarget(null, 'a')).toBeNull();
    expect(notificacaoTarget('javascript:alert(1)', null)).toBeNull();
    expect(notificacaoTarget('//evil.pt', null)).toBeNull();
    expect(notificacaoTarget('https://x.pt', null)).toBeNull();
  });
});

describe('types, importance and the PATCH body', () => {
  it('knows the eight types of spec 000 §2.4, in order', () => {
    expect(NOTIFICACAO_TIPOS).toHaveLength(8);
    expect(isNotificacaoTipo('VACINACAO')).toBe(true);
    expect(isNotificacaoTipo('OUTRO')).toBe(false);
    expect(['OUTRO', 'VACINACAO', 'ABC', 'CONTROLO_LABORATORIAL'].sort(compareNotificacaoTipos)).toEqual([
      'CONTROLO_LABORATORIAL',
      'VACINACAO',
      'ABC',
      'OUTRO',
    ]);
    expect(isImportancia('ALTA')).toBe(true);
    expect(isImportancia('alta')).toBe(false);
  });

  it('reads vista as a boolean or 1/0 and refuses anything else', () => {
    expect(notificacaoPatchSchema.parse({ vista: 1 })).toEqual({ vista: true });
    expect(notificacaoPatchSchema.parse({ vista: 0 })).toEqual({ vista: false });
    expect(notificacaoPatchSchema.parse({ vista: true, id: 3 })).toEqual({ vista: true });
    for (const body of [{}, { vista: 2 }, { vista: '1' }, { vista: null }]) {
      const result = notificacaoPatchSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(VISTA_MESSAGE);
    }
  });
});
