// @ts-check
// A local ESLint rule: resolves each relative or workspace import to a file path and refuses the ones that
// cross a forbidden boundary (the import direction of the design brief: domain → platform → records → app,
// and no record folder importing another).
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

/** Where a workspace import like `@sigsa/domain/access/roles` lives on disk. */
function resolveWorkspace(source) {
  const match = /^@sigsa\/(domain|server|web)(\/.*)?$/.exec(source);
  if (!match) return null;
  return `packages/${match[1]}${match[1] === 'domain' ? '/src' : ''}${match[2] ?? ''}`;
}

/**
 * The record type a repository path belongs to, e.g. `vacinacao` for `packages/server/src/records/vacinacao/…`.
 * The same record in another package is the same record (server and web import their domain descriptor); a file
 * directly under `records/` (shared by every record type, like the state labels) belongs to none.
 */
function recordFolder(p) {
  const m = /^packages\/(?:domain|server|web)\/src\/records\/([^/]+)\//.exec(p);
  return m ? m[1] : null;
}

/** Forbidden [from-prefix → to-prefix] pairs. */
const ZONES = [
  ['packages/domain/', 'packages/server/'],
  ['packages/domain/', 'packages/web/'],
  ['packages/server/', 'packages/web/'],
  ['packages/web/', 'packages/server/'],
  ['packages/server/src/platform/', 'packages/server/src/records/'],
  ['packages/web/src/platform/', 'packages/web/src/records/'],
  ['packages/web/src/platform/', 'packages/web/src/app/'],
  ['packages/web/src/components/', 'packages/web/src/records/'],
  ['packages/web/src/components/', 'packages/web/src/app/'],
  ['packages/web/src/records/', 'packages/web/src/app/'],
];

/** @type {import('eslint').Rule.RuleModule} */
const importDirection = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      forbidden: '{{from}} não pode importar {{to}} (direção das importações: docs/architecture.md).',
    },
  },
  create(context) {
    const file = rel(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = source.startsWith('.')
        ? rel(path.resolve(path.dirname(context.filename), source))
        : resolveWorkspace(source);
      if (!target) return;
      const ownRecord = recordFolder(file);
      const targetRecord = recordFolder(target);
      const crossRecord = ownRecord && targetRecord && ownRecord !== targetRecord;
      const zone = ZONES.some(([from, to]) => file.startsWith(from) && target.startsWith(to));
      if (crossRecord || zone)
        context.report({ node, messageId: 'forbidden', data: { from: file, to: target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const sigsaPlugin = { rules: { 'import-direction': importDirection } };
