// ESLint (typescript-eslint's recommended rules, without type information so it stays fast on two
// cores). `npm test` runs it with `--max-warnings 0`; Prettier owns layout (.prettierrc.json).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test/fixtures/**', 'examples/out/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // A leading underscore names what is left out on purpose (`const { a: _a, ...rest } = x`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // Escaping and stripping control characters is what several regular expressions are for.
      'no-control-regex': 'off',
      // Tool output is matched as printed, aligned columns included.
      'no-regex-spaces': 'off',
    },
  },
  {
    // Tests read tool outputs' JSON loosely to state what the reader should find in them.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Published coefficients and reference vectors are written with every digit their source gives.
    files: ['src/stats/normal.ts', 'test/stats/**', 'test/formats/raw-samples-fast-path.test.ts'],
    rules: { 'no-loss-of-precision': 'off' },
  },
);
