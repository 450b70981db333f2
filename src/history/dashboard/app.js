/*
 * The page script of bench-review's history dashboard (site.ts writes it beside index.html). Plain
 * browser JavaScript, run as written: no build step, no dependency but uPlot (uplot.min.js, loaded
 * before it). It reads data/index.json, lists the benchmarks (the search box filters them; the first
 * LIST_LIMIT matches are shown, those with change points first as the index orders them), and draws
 * the selected benchmark's charts with uPlot from its data/b/<i>.json, fetched when it is selected.
 *
 * Everything in the data files is text from the benchmark store (names, commit SHAs, units, machine
 * keys): it goes into the DOM as textContent or element properties, never as HTML. The selected
 * benchmark is in the address (#b=<name>), so a chart can be linked to.
 *
 * window.__dashboard is what tests and bench/dashboard.ts read: ready (the first benchmark drawn),
 * firstChartMs (performance.now() at the first chart's first draw; startMs, indexMs and fileMs when
 * the script started, the index was read and the first benchmark's file), the selected benchmark, its uPlot
 * charts, the list's counts, and the error that stopped the page, if any.
 */
/* global window, document, location, devicePixelRatio, uPlot -- a browser script: browser globals, and uPlot from uplot.min.js */
(() => {
  'use strict';

  /** Benchmarks listed at most; the count above the list says how many more match. */
  const LIST_LIMIT = 100;
  const COLOR = {
    value: '#0969da',
    band: 'rgba(9,105,218,0.14)',
    edge: 'rgba(9,105,218,0.35)',
    regression: '#cf222e',
    improvement: '#1a7f37',
    machine: '#6e7781',
  };

  const dash = {
    ready: false,
    firstChartMs: null,
    /** performance.now() when this script started, the index was read, and the first benchmark's file. */
    startMs: performance.now(),
    indexMs: null,
    fileMs: null,
    selected: null,
    charts: [],
    matches: 0,
    listed: 0,
    error: null,
  };
  window.__dashboard = dash;

  let index = null;
  let repoUrl = null;
  let lowerNames = [];
  const byName = new Map();
  let selected = -1;
  let selectToken = 0;
  const files = new Map();

  const byId = (id) => document.getElementById(id);

  /** An element with properties (className, textContent, href, title, …; dataset merged) and children (nodes or strings, added as text). */
  function h(tag, props, children) {
    const e = document.createElement(tag);
    if (props) {
      for (const [k, v] of Object.entries(props)) {
        if (k === 'dataset') Object.assign(e.dataset, v);
        else e[k] = v;
      }
    }
    if (children) e.append(...children);
    return e;
  }

  function num(v) {
    if (v === null || v === undefined || !Number.isFinite(v)) return '–';
    const a = Math.abs(v);
    if (a !== 0 && (a >= 1e7 || a < 1e-3)) return v.toExponential(2);
    return String(Number(v.toPrecision(4)));
  }
  const withUnit = (v, unit) => num(v) + (unit ? ' ' + unit : '');
  const percent = (c) => (typeof c !== 'number' || !Number.isFinite(c) ? '–' : (c >= 0 ? '+' : '−') + Math.abs(c * 100).toFixed(1) + '%');
  const short = (i) => String(index.commits[i]).slice(0, 7);
  function day(i) {
    const t = index.times[i];
    return typeof t === 'number' ? new Date(t * 1000).toISOString().slice(0, 10) : '';
  }
  const commitUrl = (sha) => repoUrl + '/commit/' + encodeURIComponent(sha);

  /** A commit as a link to it (or as code when the site has no repository address). */
  function commitRef(i) {
    const sha = String(index.commits[i]);
    if (repoUrl === null) return h('code', { textContent: short(i), title: sha });
    return h('a', { className: 'sha', href: commitUrl(sha), textContent: short(i), title: sha });
  }

  /** Runs `[first, count]` of consecutive indices, or `[value, count]` runs, back to one value per point. */
  function expand(runs, consecutive) {
    const out = [];
    for (const [v, count] of runs) for (let k = 0; k < count; k++) out.push(consecutive ? v + k : v);
    return out;
  }

  function debounce(fn, ms) {
    let timer;
    return () => {
      clearTimeout(timer);
      timer = setTimeout(fn, ms);
    };
  }

  // ---------------------------------------------------------------------------------------------
  // The list and the search.

  function renderList() {
    const terms = byId('search').value.toLowerCase().split(/\s+/).filter(Boolean);
    const items = [];
    let matches = 0;
    for (let i = 0; i < lowerNames.length; i++) {
      const name = lowerNames[i];
      if (!terms.every((t) => name.includes(t))) continue;
      matches++;
      if (items.length < LIST_LIMIT) items.push(listItem(i));
    }
    byId('list').replaceChildren(...items);
    const total = index.benchmarks.length;
    let text = terms.length > 0 ? `${matches} of ${total} benchmarks match` : `${total} benchmarks`;
    if (matches > LIST_LIMIT) text += `; the first ${LIST_LIMIT} are listed`;
    byId('count').textContent = text;
    dash.matches = matches;
    dash.listed = items.length;
  }

  function listItem(i) {
    const b = index.benchmarks[i];
    const a = h(
      'a',
      { className: i === selected ? 'item selected' : 'item', href: '#b=' + encodeURIComponent(b.name), dataset: { index: String(i) } },
      [h('span', { className: 'bname', textContent: b.name })],
    );
    if (b.changes > 0) {
      a.append(
        h('span', {
          className: b.regressions > 0 ? 'badge bad' : b.improvements > 0 ? 'badge good' : 'badge',
          textContent: String(b.changes),
          title: `${b.changes} change point${b.changes === 1 ? '' : 's'}: ${b.regressions} regression${b.regressions === 1 ? '' : 's'}, ${b.improvements} improvement${b.improvements === 1 ? '' : 's'}, ${b.changes - b.regressions - b.improvements} at a machine change`,
        }),
      );
    }
    return h('li', null, [a]);
  }

  function markSelected() {
    for (const a of byId('list').querySelectorAll('a.item')) a.classList.toggle('selected', Number(a.dataset.index) === selected);
  }

  // ---------------------------------------------------------------------------------------------
  // One benchmark.

  async function load(path) {
    if (!/^b\/\d+\.json$/.test(path)) throw new Error(`data/index.json: unexpected file name ${JSON.stringify(path)}`);
    if (!files.has(path)) {
      files.set(
        path,
        fetch('data/' + path).then((res) => {
          if (!res.ok) throw new Error(`data/${path}: HTTP ${res.status}`);
          return res.json();
        }),
      );
    }
    try {
      return await files.get(path);
    } catch (err) {
      files.delete(path);
      throw err;
    }
  }

  function hashName() {
    const m = /^#b=(.*)$/s.exec(location.hash);
    if (!m) return null;
    try {
      return decodeURIComponent(m[1]);
    } catch {
      return null;
    }
  }

  async function selectFromHash() {
    if (index.benchmarks.length === 0) {
      byId('name').textContent = 'No benchmarks recorded yet';
      dash.ready = true;
      return;
    }
    const name = hashName();
    const i = name !== null && byName.has(name) ? byName.get(name) : 0;
    await select(i);
  }

  async function select(i) {
    const token = ++selectToken;
    selected = i;
    markSelected();
    const b = index.benchmarks[i];
    byId('name').textContent = b.name;
    byId('meta').textContent = 'Loading…';
    const file = await load(b.file);
    if (dash.fileMs === null) dash.fileMs = performance.now();
    if (token !== selectToken) return;
    if (file.format !== 1) throw new Error(`data/${b.file}: format ${file.format}; this page reads format 1`);
    draw(file);
    dash.selected = b.name;
  }

  function chartWidth() {
    return Math.max(320, byId('charts').clientWidth);
  }

  function draw(file) {
    for (const u of dash.charts) u.destroy();
    dash.charts = [];
    const box = byId('charts');
    box.replaceChildren();
    const unit = file.unit;
    const points = file.series.length > 0 ? file.series[0].value.length : 0;
    byId('meta').textContent = [
      unit ? `unit ${unit}` : 'no unit',
      file.lowerIsBetter ? 'lower is better' : 'higher is better',
      `${points} commit${points === 1 ? '' : 's'}`,
      ...file.series.map((s) => `${s.metric} threshold ${Math.round(s.threshold * 1000) / 10}%`),
    ].join(' · ');

    let syncing = false;
    const width = chartWidth();
    file.series.forEach((s, k) => {
      const holder = h('div', { className: 'chart', dataset: { metric: s.metric } });
      const info = h('p', { className: 'info muted', textContent: '\u00a0' });
      box.append(holder, info);
      const xs = expand(s.x, true);
      const runs = expand(s.n, false);
      const machines = expand(s.machine, false);
      const cps = file.changePoints.filter((c) => c.metric === s.metric);
      const marks = cps.map((c) => ({
        x: c.commit,
        kind: c.kind,
        text: `${c.kind} ${percent(c.change)} at ${short(c.commit)} (${s.metric})`,
      }));
      for (const x of s.machineChanges) {
        if (!cps.some((c) => c.commit === x)) marks.push({ x, kind: 'machine', text: `machine changed at ${short(x)}` });
      }
      const role = k === 0 && file.series.length > 1 ? 'centre' : file.series.length > 1 ? 'tail' : '';
      const u = new uPlot(
        {
          width,
          height: 240,
          title: role ? `${s.metric} (${role})` : s.metric,
          scales: { x: { time: false } },
          cursor: { sync: { key: 'bench-review' }, drag: { x: true, y: false } },
          legend: { live: true },
          axes: [
            {
              space: 90,
              incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000],
              values: (_u, splits) =>
                splits.map((v) => (Number.isInteger(v) && v >= 0 && v < index.commits.length ? day(v) || short(v) : '')),
            },
            { size: 70, values: (_u, splits) => splits.map(num), label: unit || undefined },
          ],
          series: [
            { label: 'commit', value: (_u, v) => (v === null || v === undefined ? '–' : `${short(v)} ${day(v)}`) },
            { label: 'run high', stroke: COLOR.edge, width: 1, points: { show: false }, value: (_u, v) => withUnit(v, unit) },
            { label: 'run low', stroke: COLOR.edge, width: 1, points: { show: false }, value: (_u, v) => withUnit(v, unit) },
            { label: s.metric, stroke: COLOR.value, width: 1.5, points: { show: false }, value: (_u, v) => withUnit(v, unit) },
          ],
          bands: [{ series: [1, 2], fill: COLOR.band }],
          hooks: {
            init: [(u) => addMarkers(u, marks)],
            draw: [
              (u) => {
                drawMarkers(u, marks);
                if (dash.firstChartMs === null) dash.firstChartMs = performance.now();
              },
            ],
            setCursor: [
              (u) => {
                const i = u.cursor.idx;
                info.textContent =
                  i === null || i === undefined
                    ? '\u00a0'
                    : `${String(index.commits[xs[i]])} · ${runs[i]} run${runs[i] === 1 ? '' : 's'} · machine ${index.machines[machines[i]] ?? '?'}`;
              },
            ],
            setScale: [
              (u, key) => {
                if (key !== 'x' || syncing) return;
                syncing = true;
                for (const other of dash.charts) if (other !== u) other.setScale('x', { min: u.scales.x.min, max: u.scales.x.max });
                syncing = false;
              },
            ],
          },
        },
        [xs, s.high, s.low, s.value],
        holder,
      );
      dash.charts.push(u);
    });
    byId('legend').textContent =
      'Line: the level (median over runs) per commit; band: lowest to highest run. Marks: red regression, green improvement, grey machine change. Drag to zoom, double-click to reset.';
    changeList(file);
  }

  /** The markers as elements over the plot (links to their commits), placed by drawMarkers. */
  function addMarkers(u, marks) {
    for (const m of marks) {
      const sha = String(index.commits[m.x]);
      const props = { className: `marker ${m.kind}`, title: m.text, dataset: { marker: m.kind, commit: sha, x: String(m.x) } };
      m.el = repoUrl === null ? h('span', props) : h('a', { ...props, href: commitUrl(sha) });
      m.el.setAttribute('aria-label', m.text);
      u.over.append(m.el);
    }
  }

  /** A dashed line on the canvas at each marker's commit, and its element moved there. */
  function drawMarkers(u, marks) {
    const ctx = u.ctx;
    const { left, top, width, height } = u.bbox;
    ctx.save();
    ctx.lineWidth = Math.max(1, Math.round(devicePixelRatio));
    for (const m of marks) {
      const cx = Math.round(u.valToPos(m.x, 'x', true));
      const visible = cx >= left && cx <= left + width;
      const x = u.valToPos(m.x, 'x');
      m.el.style.left = x + 'px';
      m.el.hidden = !visible;
      m.el.dataset.left = String(x);
      if (!visible) continue;
      ctx.strokeStyle = COLOR[m.kind] || COLOR.machine;
      ctx.setLineDash(m.kind === 'machine' ? [2, 4] : [6, 4]);
      ctx.beginPath();
      ctx.moveTo(cx + 0.5, top);
      ctx.lineTo(cx + 0.5, top + height);
      ctx.stroke();
    }
    ctx.restore();
  }

  /** The change points and machine changes of the selected benchmark, each with its commit (and the diff from the one before). */
  function changeList(file) {
    const box = byId('changes');
    const unit = file.unit;
    const parts = [];
    if (file.changePoints.length > 0) {
      const head = h(
        'tr',
        null,
        ['metric', 'kind', 'change', 'level before → after', 'commit', 'p'].map((t) => h('th', { textContent: t })),
      );
      const rows = file.changePoints
        .slice()
        .reverse()
        .map((c) => {
          const where = h('td', null, [commitRef(c.commit)]);
          if (repoUrl !== null) {
            const range =
              encodeURIComponent(String(index.commits[c.previous])) + '...' + encodeURIComponent(String(index.commits[c.commit]));
            where.append(
              ' ',
              h('a', {
                className: 'diff',
                href: repoUrl + '/compare/' + range,
                textContent: 'diff',
                title: 'changes since the last commit at the old level',
              }),
            );
          }
          const date = day(c.commit);
          if (date) where.append(' ', h('span', { className: 'muted', textContent: date }));
          return h('tr', { className: c.kind }, [
            h('td', { textContent: c.metric }),
            h('td', { className: 'kind', textContent: c.kind }),
            h('td', { textContent: percent(c.change) }),
            h('td', { textContent: `${withUnit(c.before, unit)} → ${withUnit(c.after, unit)}` }),
            where,
            h('td', { textContent: c.pValue < 1e-4 ? '< 0.0001' : num(c.pValue) }),
          ]);
        });
      parts.push(
        h('h3', { textContent: 'Change points, newest first' }),
        h('table', { className: 'changes' }, [h('thead', null, [head]), h('tbody', null, rows)]),
      );
    } else {
      parts.push(h('p', { className: 'muted', textContent: 'No change point in these series.' }));
    }
    const first = file.series[0];
    if (first && first.machineChanges.length > 0) {
      const xs = expand(first.x, true);
      const machines = expand(first.machine, false);
      const items = first.machineChanges
        .slice()
        .reverse()
        .map((x) => {
          const i = xs.indexOf(x);
          return h('li', null, [
            'at ',
            commitRef(x),
            ` ${day(x)}: ${index.machines[machines[i - 1]] ?? '?'} → ${index.machines[machines[i]] ?? '?'}`,
          ]);
        });
      parts.push(h('h3', { textContent: 'Machine changes, newest first' }), h('ul', { className: 'machines' }, items));
    }
    box.replaceChildren(...parts);
  }

  function resizeCharts() {
    const width = chartWidth();
    for (const u of dash.charts) u.setSize({ width, height: u.height });
  }

  // ---------------------------------------------------------------------------------------------

  function fail(err) {
    dash.error = String((err && err.message) || err);
    byId('summary').textContent = `The dashboard could not load: ${dash.error}`;
    console.error(err);
  }

  async function main() {
    if (typeof uPlot !== 'function') throw new Error('uplot.min.js did not load');
    const res = await fetch('data/index.json');
    if (!res.ok) throw new Error(`data/index.json: HTTP ${res.status}`);
    index = await res.json();
    if (index.format !== 1) throw new Error(`data/index.json: format ${index.format}; this page reads format 1`);
    dash.indexMs = performance.now();
    repoUrl = typeof index.repoUrl === 'string' && /^https?:\/\/[^\s]+$/.test(index.repoUrl) ? index.repoUrl : null;
    lowerNames = index.benchmarks.map((b) => String(b.name).toLowerCase());
    index.benchmarks.forEach((b, i) => byName.set(b.name, i));
    document.title = index.title;
    byId('title').textContent = index.title;
    const n = index.benchmarks.length;
    const changed = index.benchmarks.filter((b) => b.changes > 0).length;
    const regressed = index.benchmarks.filter((b) => b.regressions > 0).length;
    const c = index.commits.length;
    const span = c > 0 ? ` from ${short(0)} ${day(0)} to ${short(c - 1)} ${day(c - 1)}` : '';
    byId('summary').textContent =
      `${n} benchmark${n === 1 ? '' : 's'} over ${c} commit${c === 1 ? '' : 's'}${span}; ${changed} with change points, ${regressed} with a regression.`;
    byId('search').addEventListener('input', renderList);
    window.addEventListener('hashchange', () => selectFromHash().catch(fail));
    window.addEventListener('resize', debounce(resizeCharts, 100));
    renderList();
    await selectFromHash();
    dash.ready = true;
  }

  main().catch(fail);
})();
