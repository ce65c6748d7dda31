/**
 * The visitor's reading settings (issue 22: the barrier-free toolbar and elder mode), kept in local
 * storage under one key as JSON and shown as attributes of `<html>` that the style sheet keys on. The
 * inline script ACCESS_SETTINGS_SCRIPT applies them before the first paint (index.html and every
 * prerendered page carry it; the CSP allows it by its hash); the toolbar (a lazy chunk) writes them and
 * applies them the same way with `resolveAccessSettings` (a unit test runs both on the same inputs).
 */

export const ACCESS_SETTINGS_KEY = 'muyuan-access';

export const TEXT_SIZES = [100, 125, 150, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const LINE_SPACINGS = ['normal', 'relaxed', 'loose'] as const;
export type LineSpacing = (typeof LINE_SPACINGS)[number];

/** What is stored: the visitor's own choices. Anything missing or malformed counts as the default. */
export interface AccessSettings {
  text?: TextSize;
  spacing?: LineSpacing;
  contrast?: boolean;
  cursor?: boolean;
  guide?: boolean;
  /** 'paused' or 'running' once chosen; unset follows the system's `prefers-reduced-motion`. */
  motion?: 'paused' | 'running';
  /** 长辈模式: raises the rest to the MIIT figures (text ≥ 150 %, high contrast, extra-large cursor, motion paused). */
  elder?: boolean;
}

/** The attributes of `<html>` the settings set (absent means the site's normal look). */
export const ACCESS_ATTRIBUTES = [
  'data-text-size',
  'data-line-spacing',
  'data-contrast',
  'data-cursor',
  'data-reading-guide',
  'data-motion',
  'data-elder',
] as const;
export type AccessAttribute = (typeof ACCESS_ATTRIBUTES)[number];

/** The smallest text size elder mode allows. */
export const ELDER_TEXT_SIZE = 150;

/** The stored text read leniently: garbage, another shape or another version is the empty object. */
export function parseAccessSettings(raw: string | null): AccessSettings {
  let value: unknown;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const v = value as Record<string, unknown>;
  const out: AccessSettings = {};
  if (TEXT_SIZES.includes(v.text as TextSize)) out.text = v.text as TextSize;
  if (LINE_SPACINGS.includes(v.spacing as LineSpacing)) out.spacing = v.spacing as LineSpacing;
  for (const flag of ['contrast', 'cursor', 'guide', 'elder'] as const) if (v[flag] === true) out[flag] = true;
  if (v.motion === 'paused' || v.motion === 'running') out.motion = v.motion;
  return out;
}

/**
 * The attributes for the settings: elder mode lifts text, spacing, contrast, cursor and motion to its
 * figures; motion is paused when chosen, in elder mode, or (never chosen) when the system asks for less motion.
 */
export function resolveAccessSettings(
  settings: AccessSettings,
  systemReducedMotion: boolean,
): Partial<Record<AccessAttribute, string>> {
  const elder = settings.elder === true;
  const out: Partial<Record<AccessAttribute, string>> = {};
  let text: number = settings.text ?? 100;
  if (elder && text < ELDER_TEXT_SIZE) text = ELDER_TEXT_SIZE;
  if (text !== 100) out['data-text-size'] = String(text);
  const spacing = elder && settings.spacing !== 'loose' ? 'relaxed' : settings.spacing;
  if (spacing === 'relaxed' || spacing === 'loose') out['data-line-spacing'] = spacing;
  if (elder || settings.contrast) out['data-contrast'] = 'high';
  if (elder) out['data-cursor'] = 'xl';
  else if (settings.cursor) out['data-cursor'] = 'large';
  if (settings.guide) out['data-reading-guide'] = '';
  const paused = settings.motion === 'paused' || (settings.motion === undefined && systemReducedMotion);
  if (elder || paused) out['data-motion'] = 'paused';
  if (elder) out['data-elder'] = '';
  return out;
}

/**
 * The first inline script of every page, first in the head: reads the stored settings and sets the
 * attributes of `<html>` before anything paints (same rules as parseAccessSettings and
 * resolveAccessSettings; a unit test compares them). Storage may be refused (privacy modes): then nothing is set but reduced motion.
 * One line (the backslashes end the source lines inside it) and no call, so bundles that import this module but not the script drop it.
 */
export const ACCESS_SETTINGS_SCRIPT = `(function(){var s,e=document.documentElement,r=0;\
try{s=JSON.parse(localStorage.getItem('${ACCESS_SETTINGS_KEY}'))}catch(x){}if(!s||typeof s!=='object'||s instanceof Array)s={};\
try{r=matchMedia('(prefers-reduced-motion: reduce)').matches}catch(x){}\
function a(n,v){e.setAttribute('data-'+n,v)}var o=s.elder===true,t=[125,150,200].indexOf(s.text)<0?100:s.text,p=s.spacing;\
if(o&&t<150)t=150;if(t!==100)a('text-size',t);if(o&&p!=='loose')p='relaxed';if(p==='relaxed'||p==='loose')a('line-spacing',p);\
if(o||s.contrast===true)a('contrast','high');if(o)a('cursor','xl');else if(s.cursor===true)a('cursor','large');\
if(s.guide===true)a('reading-guide','');\
if(o||s.motion==='paused'||(s.motion!=='running'&&r))a('motion','paused');if(o)a('elder','')})()`;
