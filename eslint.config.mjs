import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      '.bench-scratch/**',
    ],
  },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/lib/db/*',
                // The schema's closed value sets carry no data access: screens name them too.
                '!@/lib/db/vocabulary',
                '@/lib/*/service',
                '@/lib/calls/backend',
              ],
              message:
                'Pages and components reach data through the gateway (gatewayFor in @/lib/calls/api) only.',
            },
          ],
          paths: [
            {
              name: 'next/link',
              message: 'Use IntentLink (@/components/ui/intent-link): it prefetches on intent.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/ui/intent-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests of route handlers set up a real backend on an in-memory database to call through.
    files: ['app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
