import { readFileSync } from 'node:fs';
import path from 'node:path';

import { PUBLISHED_OPERATOR_EMAILS, PUBLISHED_STUDENT_EMAILS } from './demo-accounts';
import { isPublicDeployment, refusedOperatorEmails, refusedStudentEmails } from './deployment';

describe('isPublicDeployment', () => {
  it('takes a SITE_URL on this machine for a local demo, whatever NODE_ENV says', () => {
    for (const siteUrl of [
      'http://localhost:3000',
      'https://localhost',
      'http://app.localhost:3100',
      'http://127.0.0.1:3600',
      'http://127.1.2.3',
      'http://[::1]:3000',
      ' http://LOCALHOST:3000 ',
    ]) {
      for (const NODE_ENV of ['production', 'development', 'test', undefined]) {
        expect(isPublicDeployment({ NODE_ENV, SITE_URL: siteUrl })).toBe(false);
      }
    }
  });

  it('takes any other SITE_URL for a public deployment, whatever NODE_ENV says (db:setup has none)', () => {
    for (const siteUrl of [
      'https://frcrviva.co.uk',
      'https://frcr.example.org',
      'http://192.168.1.20:3000',
      'http://0.0.0.0:3000',
      'https://localhost.example.org',
      'not a url',
    ]) {
      for (const NODE_ENV of ['production', 'development', 'test', undefined]) {
        expect(isPublicDeployment({ NODE_ENV, SITE_URL: siteUrl })).toBe(true);
      }
    }
  });

  it('takes production without SITE_URL for public, and anything else without it for local', () => {
    expect(isPublicDeployment({ NODE_ENV: 'production' })).toBe(true);
    expect(isPublicDeployment({ NODE_ENV: 'production', SITE_URL: '  ' })).toBe(true);
    expect(isPublicDeployment({ NODE_ENV: 'development' })).toBe(false);
    expect(isPublicDeployment({ NODE_ENV: 'test' })).toBe(false);
    expect(isPublicDeployment({})).toBe(false);
  });
});

it('refuses the published addresses on a public deployment only', () => {
  const deployed = { SITE_URL: 'https://frcrviva.co.uk' };
  const local = { NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' };
  expect(refusedStudentEmails(deployed)).toEqual(PUBLISHED_STUDENT_EMAILS);
  expect(refusedOperatorEmails(deployed)).toEqual(PUBLISHED_OPERATOR_EMAILS);
  expect(refusedStudentEmails(local)).toEqual([]);
  expect(refusedOperatorEmails(local)).toEqual([]);
});

it('counts as published every account the README gives a password for', () => {
  const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
  // The demo accounts' tables: an address in code, then its password in code.
  const withPassword = [...readme.matchAll(/^\| `([^`\s]+@[^`\s]+)`\s*\| `[^`]+`/gm)].map(
    (match) => match[1],
  );
  expect(withPassword.length).toBeGreaterThanOrEqual(3);
  expect(new Set(withPassword)).toEqual(
    new Set([...PUBLISHED_STUDENT_EMAILS, ...PUBLISHED_OPERATOR_EMAILS]),
  );
});
