import type { Lang, Localized } from './lang.ts';

/**
 * The navigation tree of the spec: the one source for routes, menus, side panel, mobile menu,
 * footer, English-hidden redirects, banner `module` ids, page titles and the static-page search entries.
 * A page is added here and nowhere else.
 */

/** Keys of external addresses kept in `content/site.yaml` (`externalLinks`). */
export type ExternalLinkKey = 'coCreation' | 'campusRecruitment' | 'socialRecruitment' | 'veteranRecruitment';

export interface NavItem {
  /** Stable navigation id; also the banner `module` id and the page-copy folder name. */
  id: string;
  title: Localized;
  /** Hash route of the page (absent for external items). */
  link?: string;
  /** 'jump' = external link opened in a new tab; its address is `externalLinks[external]` of site.yaml. */
  type?: 'jump';
  external?: ExternalLinkKey;
  /** Label used for click tracking. */
  path: string;
  /** Hidden in English (Chinese-only content). */
  enHidden?: boolean;
  /** Routable, but not listed in the menus. */
  hidden?: boolean;
}

export interface NavGroup {
  title?: Localized;
  items: NavItem[];
}

export interface NavSection {
  id: string;
  title: Localized;
  /** Where the top entry leads: a route, or an external site for 'jump' sections. */
  link?: string;
  type?: 'jump';
  external?: ExternalLinkKey;
  path: string;
  children: NavGroup[];
}

const t = (zh: string, en: string): Localized => ({ zh, en });
const page = (id: string, link: string, zh: string, en: string, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  link,
  title: t(zh, en),
  path: id,
  ...extra,
});
const jump = (id: string, external: ExternalLinkKey, zh: string, en: string): NavItem => ({
  id,
  type: 'jump',
  external,
  title: t(zh, en),
  path: id,
});

export const NAV_SECTIONS: readonly NavSection[] = [
  { id: 'home', title: t('首页', 'Home'), link: '/', path: 'home', children: [] },
  {
    id: 'introduce',
    title: t('走进牧原', 'About Us'),
    link: '/introduction',
    path: 'introduce',
    children: [
      {
        title: t('公司介绍', 'Company'),
        items: [
          page('introduction', '/introduction', '公司简介', 'Company Profile'),
          page('developProcess', '/developProcess', '发展历程', 'History'),
          page('culture', '/culture', '企业文化', 'Corporate Culture'),
          page('honest', '/honest', '廉洁牧原', 'Integrity'),
          page('party', '/party', '党建工作', 'Party Building', { enHidden: true }),
          page('contactUs', '/contactUs', '联系我们', 'Contact Us'),
          page('manageTeam', '/manageTeam', '管理团队', 'Management Team', { hidden: true }),
          page('honestList', '/honest/list', '廉洁公示', 'Integrity Notices', { hidden: true }),
          page('honestReport', '/honest/report', '我要举报', 'I want to report', { hidden: true }),
          page('honestReportChannel', '/honest/reportChannel', '举报渠道', 'Reporting Channels', { hidden: true }),
          page('honestQuery', '/honest/query', '举报进度查询', 'Follow a Report', { hidden: true }),
        ],
      },
      {
        title: t('新闻中心', 'News Centre'),
        items: [
          page('companyDynamic', '/companyDynamic', '公司新闻', 'Company News', { enHidden: true }),
          page('mediaCenter', '/mediaCenter', '媒体聚焦', 'Media Focus', { enHidden: true }),
          page('opticCentre', '/opticCentre', '视觉中心', 'Photos and Videos'),
          page('enterpriseDynamics', '/enterpriseDynamics', '新闻中心', 'News Centre', { hidden: true }),
        ],
      },
    ],
  },
  {
    id: 'business',
    title: t('四大业务', 'Our Business'),
    link: '/feedProcessing',
    path: 'business',
    children: [
      {
        title: t('饲料', 'Feed'),
        items: [
          page('feedProcessing', '/feedProcessing', '饲料加工', 'Feed Processing'),
          page('lowProtein', '/lowProtein', '低蛋白日粮', 'Low-protein Diets'),
          page('feedSales', '/feedSales', '饲料销售', 'Feed Sales', { hidden: true }),
        ],
      },
      {
        title: t('育种', 'Breeding'),
        items: [
          page('valueBreeding', '/valueBreeding', '价值育种', 'Value Breeding'),
          page('pigPrice', '/pigPrice', '种猪价格供应', 'Breeding Stock Supply'),
          page('pigSales', '/pigSales', '种猪销售', 'Breeding Stock Sales'),
        ],
      },
      {
        title: t('养殖', 'Farming'),
        items: [
          page('smartTechnology', '/smartTechnology', '智能养殖', 'Smart Farming'),
          page('engineer', '/engineer', '养殖工程师', 'Farm Engineers'),
          page('pigSell', '/pigSell', '商品猪销售', 'Market Pig Sales'),
          page('pigletSell', '/pigletSell', '仔猪销售', 'Piglet Sales'),
          page('healthControl', '/healthControl', '健康防控', 'Health Control', { hidden: true }),
          page('worth', '/worth', '价值创造', 'Value Creation', { hidden: true }),
          page('welfare', '/welfare', '福利养殖', 'Higher-welfare Farming', { hidden: true }),
          page('empowerment', '/empowerment', '产业赋能', 'Sharing Our Expertise', { hidden: true }),
        ],
      },
      {
        title: t('屠宰', 'Slaughter'),
        items: [
          page('threeGuarantees', '/threeGuarantees', '三保障', 'Three Guarantees'),
          page('cooperativePartner', '/cooperativePartner', '合作伙伴', 'Partners'),
          page('porkSales', '/porkSales', '猪肉销售', 'Pork Sales'),
        ],
      },
    ],
  },
  {
    id: 'quality',
    title: t('质量安全', 'Quality & Safety'),
    link: '/control',
    path: 'quality',
    children: [
      {
        items: [
          page('control', '/control', '质量管控', 'Quality Control'),
          page('certification', '/certification', '质量认证', 'Certification'),
        ],
      },
    ],
  },
  {
    id: 'investors',
    title: t('投资者关系', 'Investor Relations'),
    link: '/financial',
    path: 'investors',
    children: [
      {
        items: [
          page('financial', '/financial', '财务信息', 'Financial Information'),
          page('securities', '/securities', '证券信息', 'Securities Information'),
          page('announcement', '/announcement', '报告与公告', 'Reports & Announcements', { enHidden: true }),
          page('surveyList', '/securities/surveyList', '投资者调研', 'Investor Meetings', { hidden: true }),
          page('securitiesDetail', '/securities/detail', '调研记录', 'Investor Meeting Record', { hidden: true }),
          page('marketNews', '/securities/marketNews', '证券资讯', 'Securities News', { hidden: true }),
          page('contact', '/contact', '投资者联系', 'Investor Contact', { hidden: true }),
          page('subscribe', '/subscribe', '信息订阅', 'Alerts and Feeds', { hidden: true }),
        ],
      },
    ],
  },
  {
    id: 'recruitment',
    title: t('人才招聘', 'Careers'),
    link: '/recruitConsulting',
    path: 'recruitment',
    children: [
      {
        items: [
          jump('campusRecruitment', 'campusRecruitment', '校园招聘', 'Campus Recruitment'),
          jump('socialRecruitment', 'socialRecruitment', '社会招聘', 'Experienced Hires'),
          jump('veteranRecruitment', 'veteranRecruitment', '退役军人招聘', 'Veterans Recruitment'),
          page('recruitConsulting', '/recruitConsulting', '招聘资讯', 'Recruitment News'),
          page('development', '/development', '成长发展', 'Growth & Development'),
        ],
      },
    ],
  },
  {
    id: 'responsibility',
    title: t('社会责任', 'Social Responsibility'),
    link: '/ecology',
    path: 'responsibility',
    children: [
      {
        items: [
          page('ecology', '/ecology', '生态环保', 'Environment'),
          page('foodSafety', '/foodSafety', '食品安全', 'Food Safety'),
          page('animalWelfare', '/animalWelfare', '动物福利', 'Animal Welfare'),
          page('newFarmers', '/newFarmers', '新农人', 'New Farmers'),
          page('povertyAlleviation', '/povertyAlleviation', '脱贫攻坚', 'Poverty Relief'),
          page('ruralVitalization', '/ruralVitalization', '乡村振兴', 'Rural Revitalisation'),
          page('publicWelfare', '/publicWelfare', '公益慈善', 'Charity'),
          page('reportDownload', '/reportDownload', '报告下载', 'Report Download'),
          page('welfareDynamics', '/welfareDynamics', '责任动态', 'Responsibility News', { hidden: true }),
        ],
      },
    ],
  },
  {
    id: 'coCreation',
    title: t('共创共享', 'Co-creation and Sharing'),
    type: 'jump',
    external: 'coCreation',
    path: 'coCreation',
    children: [],
  },
];

/** Index of the top-level section whose side panel shows no recruitment entry (the 6th, recruitment itself). */
export const SIDE_PANEL_NO_RECRUITMENT_SECTION_INDEX = 5;

/** Pages that exist outside the menu tree. */
export const EXTRA_PAGES: readonly NavItem[] = [
  page('home', '/', '首页', 'Home', { hidden: true }),
  page('search', '/search', '搜索', 'Search', { hidden: true }),
];

/** Catch-all detail route: `/detail/<kind>/<id>`. */
export const DETAIL_KINDS = ['news', 'securitiesNews', 'dynamic'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];
export const detailRoute = (kind: DetailKind, id: string) => `/detail/${kind}/${encodeURIComponent(id)}`;

export interface RouteEntry {
  item: NavItem;
  /** Index of the top section (NAV_SECTIONS) the page belongs to; -1 for pages outside the tree. */
  sectionIndex: number;
}

/** Every routable page (menu and hidden), in menu order. */
export const ROUTES: readonly RouteEntry[] = [
  ...EXTRA_PAGES.map((item) => ({ item, sectionIndex: item.id === 'home' ? 0 : -1 })),
  ...NAV_SECTIONS.flatMap((section, sectionIndex) =>
    section.children.flatMap((g) => g.items.filter((i) => i.link).map((item) => ({ item, sectionIndex }))),
  ),
];

export function findRoute(link: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.item.link === link);
}

/** Whether a menu item is listed in a language (hidden items never; enHidden ones not in English). */
export function isListed(item: NavItem, lang: Lang): boolean {
  return !item.hidden && !(lang === 'en' && item.enHidden);
}

/** The menu items of a section listed in a language, group by group (empty groups dropped). */
export function listedGroups(section: NavSection, lang: Lang): NavGroup[] {
  return section.children
    .map((g) => ({ ...g, items: g.items.filter((i) => isListed(i, lang)) }))
    .filter((g) => g.items.length > 0);
}

/**
 * The route to show instead of `link` in `lang`: in English a Chinese-only page redirects to the
 * first listed entry of its section; otherwise `link` itself.
 */
export function redirectFor(link: string, lang: Lang): string {
  const entry = findRoute(link);
  if (!entry || lang !== 'en' || !entry.item.enHidden) return link;
  const section = NAV_SECTIONS[entry.sectionIndex];
  const first = section && listedGroups(section, 'en')[0]?.items.find((i) => i.link);
  return first?.link ?? '/';
}

/**
 * Pages where a visitor writes to the compliance team (the report form, the lookup by query code), and
 * the alerts' page, whose addresses carry a subscriber's confirmation or manage token: nothing is sent
 * to an analytics tool there, and no third-party script is loaded for them.
 */
export const PRIVATE_ROUTES: readonly string[] = ['/honest/report', '/honest/query', '/subscribe'];

/**
 * Pages search engines are asked not to index (`noindex`) and the sitemap leaves out: search results,
 * and the report lookup, which shows nothing without a visitor's code.
 */
export const NOINDEX_ROUTES: readonly string[] = ['/search', '/honest/query'];

/** Footer link columns (spec section 2, "Footer"). */
export interface FooterColumn {
  title: Localized;
  links: string[];
}
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  { title: t('走进牧原', 'About Us'), links: ['/introduction', '/culture', '/honest', '/contactUs'] },
  {
    title: t('四大业务', 'Our Business'),
    links: ['/feedProcessing', '/valueBreeding', '/smartTechnology', '/threeGuarantees'],
  },
  { title: t('质量安全', 'Quality & Safety'), links: ['/control'] },
  { title: t('投资者关系', 'Investor Relations'), links: ['/financial', '/subscribe'] },
  { title: t('人才招聘', 'Careers'), links: ['/recruitConsulting'] },
  { title: t('社会责任', 'Social Responsibility'), links: ['/ecology', '/publicWelfare', '/reportDownload'] },
];

/** The only route whose footer shows the 'friendly links' entry. */
export const FRIENDLY_LINKS_ROUTE = '/ecology';
