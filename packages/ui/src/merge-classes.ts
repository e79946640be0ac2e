import { createTailwindMerge, validators } from 'tailwind-merge';

/**
 * tailwind-merge with only the class groups our components are overridden in (sizes, spacing,
 * colours, radius, shadow, layout, type), instead of its default config of every Tailwind utility,
 * which is most of its size. Classes of any other group are kept as they are (as clsx would).
 * A class passed to a component overrides the component's class of the same group.
 */
const { isAny, isArbitraryValue, isArbitraryVariable, isArbitraryLength, isNumber, isFraction, isTshirtSize } =
  validators;

/** A palette colour (`slate-700`, `primary-50/60`), a keyword colour or an arbitrary colour value. */
const isColor = (value: string) =>
  /^(inherit|current|transparent|white|black)(\/\S+)?$/.test(value) ||
  /^[a-z]+-\d{2,3}(\/\S+)?$/.test(value) ||
  /^\[(#|rgb|hsl|oklch|color:|var\(--color)/.test(value) ||
  /^\((color:|--color)/.test(value);
/** A size on Tailwind's spacing scale, a fraction, a keyword or an arbitrary length. */
const isSpacing = (value: string) =>
  isNumber(value) || isFraction(value) || isArbitraryValue(value) || isArbitraryVariable(value) || value === 'px';
const sizeKeywords = ['auto', 'full', 'screen', 'svh', 'lvh', 'dvh', 'svw', 'lvw', 'dvw', 'min', 'max', 'fit'];
const isSize = (value: string) => isSpacing(value) || sizeKeywords.includes(value);
const isFontSize = (value: string) => value === 'base' || isTshirtSize(value) || isArbitraryLength(value);
const isFontWeight = (value: string) =>
  ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'].includes(value);

const spacing = [isSpacing, 'auto'];

export const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    'grid-cols': [{ 'grid-cols': [isAny] }],
    'col-span': [{ col: [{ span: [isAny] }, 'auto'] }],
    'justify-content': [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] }],
    'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    'align-self': [{ self: ['auto', 'start', 'end', 'center', 'stretch', 'baseline'] }],
    gap: [{ gap: [isSpacing] }],
    'gap-x': [{ 'gap-x': [isSpacing] }],
    'gap-y': [{ 'gap-y': [isSpacing] }],
    'space-x': [{ 'space-x': [isSpacing] }],
    'space-y': [{ 'space-y': [isSpacing] }],
    p: [{ p: [isSpacing] }],
    px: [{ px: [isSpacing] }],
    py: [{ py: [isSpacing] }],
    pt: [{ pt: [isSpacing] }],
    pr: [{ pr: [isSpacing] }],
    pb: [{ pb: [isSpacing] }],
    pl: [{ pl: [isSpacing] }],
    m: [{ m: spacing }],
    mx: [{ mx: spacing }],
    my: [{ my: spacing }],
    mt: [{ mt: spacing }],
    mr: [{ mr: spacing }],
    mb: [{ mb: spacing }],
    ml: [{ ml: spacing }],
    size: [{ size: [isSize] }],
    w: [{ w: [isSize, isTshirtSize] }],
    'min-w': [{ 'min-w': [isSize, isTshirtSize] }],
    'max-w': [{ 'max-w': [isSize, isTshirtSize, 'none', 'prose'] }],
    h: [{ h: [isSize] }],
    'min-h': [{ 'min-h': [isSize] }],
    'max-h': [{ 'max-h': [isSize, 'none'] }],
    aspect: [{ aspect: [isAny] }],
    'font-size': [{ text: [isFontSize] }],
    'font-weight': [{ font: [isFontWeight] }],
    'font-family': [{ font: ['sans', 'serif', 'mono'] }],
    tracking: [{ tracking: [isAny] }],
    leading: [{ leading: [isAny] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [isColor] }],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
    // As tailwind-merge reads them: `bg-gradient-to-*` replaces a background colour.
    'bg-color': [{ bg: [isColor, (value: string) => value.startsWith('gradient-to-')] }],
    rounded: [{ rounded: ['', 'none', 'full', isTshirtSize, isArbitraryValue, isArbitraryVariable] }],
    'border-w': [{ border: ['', isNumber, isArbitraryLength] }],
    'border-color': [{ border: [isColor] }],
    shadow: [{ shadow: ['', 'none', isTshirtSize] }],
    // As tailwind-merge reads them: an arbitrary shadow replaces another arbitrary one, not a named one.
    'shadow-color': [{ shadow: [isColor, isArbitraryValue, isArbitraryVariable] }],
    opacity: [{ opacity: [isNumber, isArbitraryValue] }],
    cursor: [{ cursor: [isAny] }],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'z-index': [{ z: [isAny] }],
    inset: [{ inset: [isSize] }],
    'inset-x': [{ 'inset-x': [isSize] }],
    'inset-y': [{ 'inset-y': [isSize] }],
    top: [{ top: [isSize] }],
    right: [{ right: [isSize] }],
    bottom: [{ bottom: [isSize] }],
    left: [{ left: [isSize] }],
    'translate-x': [{ 'translate-x': [isSize] }],
    'translate-y': [{ 'translate-y': [isSize] }],
    'line-clamp': [{ 'line-clamp': [isNumber, 'none'] }],
    transition: [{ transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', isArbitraryValue] }],
    duration: [{ duration: [isAny] }],
    'ring-w': [{ ring: ['', isNumber] }],
    'ring-color': [{ ring: [isColor] }],
    stroke: [{ stroke: [isColor] }],
    fill: [{ fill: [isColor] }],
    'gradient-from': [{ from: [isColor] }],
    'gradient-via': [{ via: [isColor] }],
    'gradient-to': [{ to: [isColor] }],
    'divide-color': [{ divide: [isColor] }],
    'accent-color': [{ accent: [isColor] }],
    'col-start': [{ 'col-start': [isAny] }],
    'col-end': [{ 'col-end': [isAny] }],
    'row-start': [{ 'row-start': [isAny] }],
    'scroll-mt': [{ 'scroll-mt': [isSpacing] }],
    'underline-offset': [{ 'underline-offset': [isAny] }],
    'list-style-type': [{ list: ['disc', 'decimal', 'none'] }],
    'font-style': ['italic', 'not-italic'],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    animate: [{ animate: [isAny] }],
    appearance: [{ appearance: ['none', 'auto'] }],
    flex: [{ flex: [isNumber, 'auto', 'initial', 'none', isArbitraryValue] }],
    basis: [{ basis: [isSize] }],
    grow: [{ grow: ['', isNumber] }],
    shrink: [{ shrink: ['', isNumber] }],
    'overflow-x': [{ 'overflow-x': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-y': [{ 'overflow-y': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'border-w-x': [{ 'border-x': ['', isNumber] }],
    'border-w-y': [{ 'border-y': ['', isNumber] }],
    'border-w-t': [{ 'border-t': ['', isNumber] }],
    'border-w-r': [{ 'border-r': ['', isNumber] }],
    'border-w-b': [{ 'border-b': ['', isNumber] }],
    'border-w-l': [{ 'border-l': ['', isNumber] }],
    'rounded-t': [{ 'rounded-t': ['', 'none', 'full', isTshirtSize, isArbitraryValue] }],
    'rounded-b': [{ 'rounded-b': ['', 'none', 'full', isTshirtSize, isArbitraryValue] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    gap: ['gap-x', 'gap-y'],
    'font-size': ['leading'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    'line-clamp': ['display', 'overflow'],
    overflow: ['overflow-x', 'overflow-y'],
    flex: ['basis', 'grow', 'shrink'],
    'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
    'border-w-x': ['border-w-r', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
    rounded: ['rounded-t', 'rounded-b'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [],
}));
