import { courseListJsonLd, organizationJsonLd, serializeJsonLd } from '@/lib/seo/structured-data';

describe('structured data', () => {
  it('escapes "<" so the data cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('describes the organisation with absolute URLs and its contact addresses', () => {
    const org = organizationJsonLd();
    expect(org['@type']).toBe('EducationalOrganization');
    expect(org.url).toMatch(/^https?:\/\/.+\/$/);
    expect(org.contactPoint.map((c) => c.email)).toEqual([
      'admin@frcrviva.co.uk',
      'enquiry@frcrviva.co.uk',
    ]);
  });

  it('lists the courses in order, each with a provider', () => {
    const list = courseListJsonLd();
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement.map((e) => e.position)).toEqual([1, 2, 3]);
    for (const entry of list.itemListElement) {
      expect(entry.item['@type']).toBe('Course');
      expect(entry.item.provider.name).toBe('FRCR Viva');
      expect(entry.item.url).toMatch(/^https?:\/\//);
    }
  });
});
