import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { cleanPolicyHtml, sanitizePolicyHtml } from '@/lib/policies/policy-html';
import { addPolicy } from '@/test/fixtures';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { PolicyDocument } from '@/components/policies/policy-document';

// The policy loader caches through Next's data cache, which exists only inside a server.
jest.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));

describe('sanitizePolicyHtml', () => {
  it('drops scripts with their content, event handlers and javascript: links', () => {
    const html = sanitizePolicyHtml(
      '<p onclick="steal()">Hello</p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>' +
        '<style>body{display:none}</style><iframe src="https://evil.test"></iframe>',
    );
    expect(html).toBe('<p>Hello</p><a>link</a>');
  });

  it('keeps headings, lists, emphasis and safe links; external links open safely', () => {
    const html = sanitizePolicyHtml(
      '<h2>Rights</h2><ul><li><strong>Access</strong> <em>your data</em></li></ul>' +
        '<p><a href="mailto:admin@frcrviva.co.uk">mail</a> <a href="https://ico.org.uk" target="_self">ICO</a></p>',
    );
    expect(html).toBe(
      '<h2>Rights</h2><ul><li><strong>Access</strong> <em>your data</em></li></ul>' +
        '<p><a href="mailto:admin@frcrviva.co.uk">mail</a> ' +
        '<a href="https://ico.org.uk" target="_blank" rel="noopener noreferrer">ICO</a></p>',
    );
  });

  it('drops a heading that repeats the page title and lifts the rest to start at h2', () => {
    const html = sanitizePolicyHtml(
      '<h2>Privacy  Policy</h2><p>Intro</p><h3>1. Data</h3><h4>Detail</h4><h3>2. Rights</h3>',
      { title: 'Privacy Policy' },
    );
    expect(html).toBe('<p>Intro</p><h2>1. Data</h2><h3>Detail</h3><h2>2. Rights</h2>');
  });

  it('cleans HTML for storage by the same rules, and names what it removed', () => {
    expect(
      cleanPolicyHtml(
        '<h2>Rights</h2><p onclick="steal()" style="color:red">Hello</p><script>alert(1)</script>' +
          '<a href="javascript:alert(3)">bad</a> <a href="https://ico.org.uk">ICO</a> <a href="/contactus">us</a>',
      ),
    ).toEqual({
      html:
        '<h2>Rights</h2><p>Hello</p><a>bad</a> ' +
        '<a href="https://ico.org.uk" target="_blank" rel="noopener noreferrer">ICO</a> <a href="/contactus">us</a>',
      removed: ['onclick', 'style', '<script>', 'javascript: link'],
    });
    expect(cleanPolicyHtml('<p>Plain <strong>text</strong></p>').removed).toEqual([]);
  });

  it('moves an h1 in the document below the page heading', () => {
    expect(sanitizePolicyHtml('<h1>Terms</h1><h2>Scope</h2>')).toBe('<h2>Terms</h2><h3>Scope</h3>');
  });
});

describe('policy page', () => {
  const t = embeddedTestBackend();

  it('renders stored HTML without its <script> or onerror= attribute', async () => {
    await addPolicy(
      t.db,
      'privacypolicy',
      '<h2>Privacy Policy</h2><p>We keep your data safe.</p>' +
        '<script>document.cookie</script><img src="x" onerror="alert(1)">' +
        '<p><span onerror="alert(2)">Contact us</span></p>',
    );
    const page = await PolicyDocument({ policyKey: 'privacypolicy' });
    const markup = renderToStaticMarkup(createElement(() => page));

    expect(markup).toContain('<h1');
    expect(markup).toContain('Privacy Policy');
    expect(markup).toContain('<p>We keep your data safe.</p>');
    expect(markup).toContain('<span>Contact us</span>');
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/onerror/i);
    expect(markup).not.toContain('document.cookie');
    expect(markup).not.toContain('alert(');
  });

  it('answers 404 for a policy that is not stored', async () => {
    await expect(PolicyDocument({ policyKey: 'termsAndCondition' })).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/,
    );
  });
});
