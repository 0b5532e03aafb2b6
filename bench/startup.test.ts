import { describe, expect, it } from 'vitest';
import { phaseOf } from './startup.bench.ts';

describe('start-up phases read from the server log', () => {
  it('reads "Label: N s" lines as a phase and its duration', () => {
    expect(phaseOf('Migrações: 1.1 s')).toEqual({ label: 'Migrações', seconds: 1.1 });
    expect(phaseOf('Base de dados embebida aberta (/tmp/x: y): 4 s')).toEqual({
      label: 'Base de dados embebida aberta (/tmp/x: y)',
      seconds: 4,
    });
  });

  it('ignores every other line', () => {
    expect(phaseOf('Dados de referência: 8540 linhas novas')).toBeNull();
    expect(phaseOf('SIGSA pronto em 6.5 s: http://localhost:3000')).toBeNull();
  });
});
