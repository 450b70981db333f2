/**
 * Names the user chose and several variants, worded: `names.*` (model/rename.ts) and `variants.*`
 * (review/variants.ts, `bench-review compare --variant`).
 */
import { template, type MessageRegistry } from './template.js';
import { formatChange } from '../../units/units.js';
import { grouped, levelText, percent, plural } from './words.js';

export const VARIANT_MESSAGES: MessageRegistry = {
  'names.rename-unmatched': template(
    { from: 'string', to: 'string', alreadyNew: 'boolean' },
    (p) =>
      `Rename "${p.from}" → "${p.to}": base has no benchmark "${p.from}"${p.alreadyNew ? `, and already has "${p.to}" (renamed before this change?)` : ''}; the mapping renames nothing here`,
  ),
  'names.paired-by-side': template(
    { base: 'string', head: 'string', baseTokens: 'strings', headTokens: 'strings' },
    (p) =>
      `Compared "${p.base}" on base with "${p.head}" on head as one benchmark, "${p.head}": the names differ only by ${p.baseTokens.map((t, i) => `"${t}" → "${p.headTokens[i] ?? ''}"`).join(', ')} (a rename naming either decides instead)`,
  ),
  'variants.headline': template(
    { reference: 'string', names: 'strings', regressions: 'numbers', improvements: 'numbers', statuses: 'strings' },
    (p) => {
      const each = p.names.map((name, i) => {
        const r = p.regressions[i] ?? 0;
        const imp = p.improvements[i] ?? 0;
        const said = [
          r > 0 ? `${grouped(r)} ${plural(r, 'benchmark')} regressed` : 'no regression',
          ...(imp > 0 ? [`${grouped(imp)} improved`] : []),
        ].join(', ');
        const notJudged = p.statuses[i] === 'neutral' && r === 0 ? ' (not judged or not confirmed)' : '';
        return `"${name}": ${said}${notJudged}`;
      });
      return `${grouped(p.names.length)} ${plural(p.names.length, 'variant')} against the reference "${p.reference}" — ${each.join('; ')}.`;
    },
  ),
  'variants.unconfirmed': template(
    { variant: 'string', benchmark: 'string', metric: 'string', ciLow: 'number', ciHigh: 'number', threshold: 'number', family: 'number' },
    (p) =>
      `"${p.variant}": ${p.benchmark} ${p.metric} is ${formatChange(p.ciLow)} … ${formatChange(p.ciHigh)}, wholly beyond its ${percent(p.threshold, 0)} threshold, but not a confirmed regression among the ${grouped(p.family)} gated metrics of every variant together. The check is neutral, not green.`,
  ),
  'variants.family': template(
    { variants: 'number', metrics: 'number', q: 'number' },
    (p) =>
      `Benjamini–Hochberg at q = ${levelText(p.q)} over the gated metrics of every variant together (${grouped(p.metrics)} across ${grouped(p.variants)} ${plural(p.variants, 'comparison')}): a regression is confirmed only if it stands among all of them.`,
  ),
};
