import { describe, expect, it } from 'vitest';
import {
  FOOTER_COLUMNS,
  findRoute,
  isListed,
  listedGroups,
  NAV_SECTIONS,
  ROUTES,
  redirectFor,
  SIDE_PANEL_NO_RECRUITMENT_SECTION_INDEX,
} from './sitemap.ts';

const SPEC_ROUTES = [
  '/',
  '/search',
  '/introduction',
  '/developProcess',
  '/culture',
  '/enterpriseDynamics',
  '/manageTeam',
  '/honest',
  '/honest/list',
  '/honest/report',
  '/honest/reportChannel',
  '/party',
  '/companyDynamic',
  '/mediaCenter',
  '/opticCentre',
  '/contactUs',
  '/lowProtein',
  '/feedProcessing',
  '/feedSales',
  '/valueBreeding',
  '/pigPrice',
  '/pigSales',
  '/smartTechnology',
  '/healthControl',
  '/engineer',
  '/pigSell',
  '/pigletSell',
  '/threeGuarantees',
  '/cooperativePartner',
  '/porkSales',
  '/worth',
  '/welfare',
  '/empowerment',
  '/certification',
  '/control',
  '/financial',
  '/securities',
  '/securities/surveyList',
  '/securities/detail',
  '/securities/marketNews',
  '/announcement',
  '/contact',
  '/recruitConsulting',
  '/development',
  '/ecology',
  '/foodSafety',
  '/animalWelfare',
  '/newFarmers',
  '/povertyAlleviation',
  '/ruralVitalization',
  '/publicWelfare',
  '/welfareDynamics',
  '/reportDownload',
];

/** Routes the product adds to the spec's table, each for a reason in docs/decisions.md. */
const ADDED_ROUTES = ['/honest/query', '/subscribe'];

describe('navigation tree', () => {
  it('has a route for every route of the spec table, each once, and only the added ones besides', () => {
    const links = ROUTES.map((r) => r.item.link);
    expect(new Set(links).size).toBe(links.length);
    expect([...links].sort()).toEqual([...SPEC_ROUTES, ...ADDED_ROUTES].sort());
  });

  it('has eight top entries, the last an external co-creation link', () => {
    expect(NAV_SECTIONS).toHaveLength(8);
    expect(NAV_SECTIONS[7]).toMatchObject({ id: 'coCreation', type: 'jump', external: 'coCreation' });
    expect(NAV_SECTIONS[SIDE_PANEL_NO_RECRUITMENT_SECTION_INDEX]?.id).toBe('recruitment');
  });

  it('uses unique navigation ids (they are banner module ids)', () => {
    const ids = [
      ...NAV_SECTIONS.map((s) => s.id),
      ...NAV_SECTIONS.flatMap((s) => s.children.flatMap((g) => g.items.map((i) => i.id))),
      'home',
      'search',
    ].filter((id, index, all) => !(id === 'home' && all.indexOf(id) !== index));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hides party building, company news, media focus and announcements in English only', () => {
    const enHidden = ROUTES.filter((r) => r.item.enHidden).map((r) => r.item.link);
    expect(enHidden.sort()).toEqual(['/announcement', '/companyDynamic', '/mediaCenter', '/party']);
    const party = findRoute('/party')?.item;
    expect(party && isListed(party, 'zh')).toBe(true);
    expect(party && isListed(party, 'en')).toBe(false);
  });

  it('lists recruitment campus, social and veterans entries as external jumps', () => {
    const recruitment = NAV_SECTIONS.find((s) => s.id === 'recruitment');
    const jumps = recruitment?.children.flatMap((g) => g.items).filter((i) => i.type === 'jump');
    expect(jumps?.map((i) => i.external)).toEqual(['campusRecruitment', 'socialRecruitment', 'veteranRecruitment']);
  });

  it('drops empty groups in English (the news group keeps only the visual centre)', () => {
    const intro = NAV_SECTIONS.find((s) => s.id === 'introduce');
    if (!intro) throw new Error('no introduce section');
    const en = listedGroups(intro, 'en');
    expect(en[1]?.items.map((i) => i.link)).toEqual(['/opticCentre']);
  });

  it('redirects a Chinese-only page to the first entry of its list in English, and nowhere else', () => {
    expect(redirectFor('/party', 'en')).toBe('/introduction');
    expect(redirectFor('/companyDynamic', 'en')).toBe('/introduction');
    expect(redirectFor('/announcement', 'en')).toBe('/financial');
    expect(redirectFor('/party', 'zh')).toBe('/party');
    expect(redirectFor('/culture', 'en')).toBe('/culture');
    expect(redirectFor('/not-a-page', 'en')).toBe('/not-a-page');
  });

  it('links every footer entry to a known route', () => {
    for (const link of FOOTER_COLUMNS.flatMap((c) => c.links)) expect(findRoute(link), link).toBeDefined();
  });
});
