import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { accessMatrixMarkdown } from './permissions-doc.ts';

describe('docs/permissions.md', () => {
  it('shows the access matrix exactly as seeded (regenerate with accessMatrixMarkdown())', () => {
    const doc = fs.readFileSync(path.join(REPO_ROOT, 'docs/permissions.md'), 'utf8');
    expect(doc).toContain(accessMatrixMarkdown());
  });
});
