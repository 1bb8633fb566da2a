import { siteTheme, type BreakpointKey, type SiteTheme } from '../../shared/theme/siteTheme';

/**
 * The `sx` prop of the visitor site: MUI's style shorthands (spacing, palette paths, border
 * widths, radius multiples, fractions as percentages, responsive objects per breakpoint) turned
 * into a plain CSS object for Emotion. It follows MUI's styleFunctionSx rule for rule, for the
 * subset of MUI's sx the site uses, at a fraction of the code that MUI's system and theme bring
 * into every page.
 */
export type SxValue = string | number | boolean | null | undefined | SxObject | ((theme: SiteTheme) => SxValue) | readonly SxValue[];
export interface SxObject {
  readonly [key: string]: SxValue;
}
type SxItem = SxObject | ((theme: SiteTheme) => SxObject) | false | null | undefined;
export type SxProps = SxItem | readonly SxProps[];

export type CssObject = { [key: string]: string | number | CssObject };

const theme = siteTheme;

const getPath = (source: unknown, path: unknown): unknown => {
  if (typeof path !== 'string' || !path) return null;
  return path.split('.').reduce<unknown>((value, key) => (value && (value as Record<string, unknown>)[key] != null ? (value as Record<string, unknown>)[key] : null), source);
};

const spacing = (value: unknown) => (typeof value === 'number' ? theme.spacing(value) : value);
const sizing = (value: unknown) => (typeof value === 'number' && value <= 1 && value !== 0 ? `${value * 100}%` : value);
const borderWidth = (value: unknown) => (typeof value === 'number' ? `${value}px solid` : value);
const fromTheme = (mapping: unknown) => (value: unknown) => {
  const found = typeof value === 'string' || typeof value === 'number' ? getPath(mapping, String(value)) : null;
  return found != null && typeof found !== 'object' ? found : value;
};
const palette = fromTheme(theme.palette);
const typography = fromTheme(theme.typography);

type Rule = [cssProperties: readonly string[], transform?: (value: unknown) => unknown];

const margin = (...properties: string[]): Rule => [properties.map((property) => `margin${property}`), spacing];
const padding = (...properties: string[]): Rule => [properties.map((property) => `padding${property}`), spacing];
const colorRule = (property: string): Rule => [[property], palette];

/** MUI's sx configuration (defaultSxConfig) for the keys that transform their value. */
const rules: Record<string, Rule> = {
  m: margin(''), mt: margin('Top'), mr: margin('Right'), mb: margin('Bottom'), ml: margin('Left'), mx: margin('Left', 'Right'), my: margin('Top', 'Bottom'),
  p: padding(''), pt: padding('Top'), pr: padding('Right'), pb: padding('Bottom'), pl: padding('Left'), px: padding('Left', 'Right'), py: padding('Top', 'Bottom'),
  marginX: margin('Left', 'Right'), marginY: margin('Top', 'Bottom'), paddingX: padding('Left', 'Right'), paddingY: padding('Top', 'Bottom'),
  ...Object.fromEntries(
    ['', 'Top', 'Right', 'Bottom', 'Left', 'Inline', 'InlineStart', 'InlineEnd', 'Block', 'BlockStart', 'BlockEnd'].flatMap((side) => [
      [`margin${side}`, margin(side)],
      [`padding${side}`, padding(side)],
    ]),
  ),
  gap: [['gap'], spacing], rowGap: [['rowGap'], spacing], columnGap: [['columnGap'], spacing],
  color: colorRule('color'), bgcolor: colorRule('backgroundColor'), backgroundColor: colorRule('backgroundColor'),
  borderColor: colorRule('borderColor'), borderTopColor: colorRule('borderTopColor'), borderRightColor: colorRule('borderRightColor'),
  borderBottomColor: colorRule('borderBottomColor'), borderLeftColor: colorRule('borderLeftColor'), outlineColor: colorRule('outlineColor'),
  ...Object.fromEntries(['border', 'borderTop', 'borderRight', 'borderBottom', 'borderLeft', 'outline'].map((property) => [property, [[property], borderWidth] as Rule])),
  borderRadius: [['borderRadius'], (value) => (typeof value === 'number' ? theme.shape.borderRadius * value : value)],
  ...Object.fromEntries(['width', 'height', 'minWidth', 'minHeight', 'maxHeight'].map((property) => [property, [[property], sizing] as Rule])),
  maxWidth: [['maxWidth'], (value) => (typeof value === 'string' && value in theme.breakpoints.values ? theme.breakpoints.values[value as BreakpointKey] : sizing(value))],
  fontFamily: [['fontFamily'], typography], fontSize: [['fontSize'], typography], fontStyle: [['fontStyle'], typography], fontWeight: [['fontWeight'], typography],
  zIndex: [['zIndex'], fromTheme(theme.zIndex)],
};

const isBreakpoint = (key: string): key is BreakpointKey => Object.hasOwn(theme.breakpoints.values, key);
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(target: CssObject, source: CssObject): CssObject {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isPlainObject(existing) && isPlainObject(value) ? merge(existing, value) : value;
  }
  return target;
}

/** One sx key with a non-responsive value, as CSS declarations. */
function declarations(key: string, value: unknown): CssObject {
  if (key === 'typography') {
    const variant = getPath(theme.typography, value);
    return (isPlainObject(variant) ? { ...variant } : {}) as CssObject;
  }
  if (key === 'displayPrint') return { '@media print': { display: value as string } };
  const rule = rules[key];
  if (!rule) return { [key]: value as string | number };
  const [properties, transform] = rule;
  const css = transform ? transform(value) : value;
  return Object.fromEntries(properties.map((property) => [property, css])) as CssObject;
}

function traverse(input: SxValue): CssObject | null {
  const object = typeof input === 'function' ? input(theme) : input;
  if (!isPlainObject(object)) return null;
  // Media queries first and in breakpoint order, as MUI does, so wider breakpoints win.
  let css: CssObject = Object.fromEntries(theme.breakpoints.keys.map((key) => [theme.breakpoints.up(key), {}]));
  for (const [key, raw] of Object.entries(object)) {
    const value = typeof raw === 'function' ? raw(theme) : raw;
    if (value === null || value === undefined || value === false) continue;
    if (Array.isArray(value)) {
      const responsive: CssObject = {};
      value.forEach((item, index) => {
        if (item != null) responsive[theme.breakpoints.up(theme.breakpoints.keys[index])] = declarations(key, item);
      });
      css = merge(css, responsive);
    } else if (isPlainObject(value)) {
      const keys = Object.keys(value);
      if (keys.some(isBreakpoint)) {
        const responsive: CssObject = {};
        for (const breakpoint of keys) {
          if (isBreakpoint(breakpoint)) {
            if (value[breakpoint] != null) responsive[theme.breakpoints.up(breakpoint)] = declarations(key, value[breakpoint]);
          } else {
            responsive[breakpoint] = value[breakpoint] as CssObject;
          }
        }
        css = merge(css, responsive);
      } else {
        // A selector or an at-rule: its styles are sx styles as well.
        css = merge(css, { [key]: traverse(value as SxObject) ?? {} });
      }
    } else {
      css = merge(css, declarations(key, value));
    }
  }
  for (const key of theme.breakpoints.keys) {
    const media = theme.breakpoints.up(key);
    if (Object.keys(css[media] as CssObject).length === 0) delete css[media];
  }
  return css;
}

/** The CSS object for an sx value (object, theme callback or array of them, later entries winning). */
export function resolveSx(sx: SxProps): CssObject[] {
  if (Array.isArray(sx)) return (sx as readonly SxProps[]).flatMap(resolveSx);
  const css = traverse(sx as SxValue);
  return css ? [css] : [];
}
