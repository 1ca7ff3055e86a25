#!/usr/bin/env node
// Generates the small local videos, posters and sound tracks the seeded content points at, into public/media/.
// A developer tool (needs Debian's ffmpeg): its output is committed, so `npm start` never needs ffmpeg and nothing
// is ever downloaded. Run it after adding a media path to the seed data; existing files are kept (--force redoes).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir, repoRoot } from './lib/env.mjs';
import { ensureCmsBuilt } from './lib/cms-build.mjs';

const force = process.argv.includes('--force');
const publicDir = path.join(repoRoot, 'public');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const PALETTE = [
  ['0x0b1f3a', '0x1e6bd6'],
  ['0x10243f', '0x00a3a1'],
  ['0x1b1b2f', '0xe4572e'],
  ['0x0f2d24', '0x59c173'],
];

const ffmpeg = (args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
const labelOf = (file) =>
  path
    .basename(file, path.extname(file))
    .replace(/[-_]+/g, ' ')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, '');
const colours = (file) => PALETTE[[...file].reduce((sum, c) => sum + c.charCodeAt(0), 0) % PALETTE.length];

/** A 4-second moving-gradient clip with its name and a running second counter; a soft tone on showroom items. */
function makeVideo(target, rel) {
  const [c0, c1] = colours(rel);
  const text = `drawtext=fontfile=${FONT}:text='${labelOf(rel)}':fontcolor=white:fontsize=26:x=(w-tw)/2:y=(h-th)/2`;
  const counter = `drawtext=fontfile=${FONT}:text='%{eif\\:t+1\\:d}':fontcolor=white@0.6:fontsize=16:x=16:y=h-32`;
  const withTone = rel.includes('/showroom/') && !rel.includes('intro');
  ffmpeg([
    ...['-f', 'lavfi', '-i', `gradients=size=480x270:rate=24:duration=4:c0=${c0}:c1=${c1}:speed=0.05`],
    ...(withTone ? ['-f', 'lavfi', '-i', 'sine=frequency=330:duration=4,volume=0.15'] : []),
    ...['-vf', `${text},${counter}`, '-c:v', 'libvpx-vp9', '-b:v', '60k', '-deadline', 'realtime', '-cpu-used', '8'],
    ...(withTone ? ['-c:a', 'libopus', '-b:a', '24k', '-shortest'] : ['-an']),
    target,
  ]);
}

/** A poster: the same gradient and label as a still JPEG. */
function makePoster(target, rel) {
  const [c0, c1] = colours(rel);
  const text = `drawtext=fontfile=${FONT}:text='${labelOf(rel)}':fontcolor=white:fontsize=26:x=(w-tw)/2:y=(h-th)/2`;
  ffmpeg(['-f', 'lavfi', '-i', `gradients=size=960x540:c0=${c0}:c1=${c1}:duration=1`, '-vf', text, '-frames:v', '1', '-q:v', '6', target]);
}

/** A loopable 12-second ambient pad (two detuned tones with a slow tremolo), as Ogg Opus and MP3. */
function makeTrack(name, [f1, f2]) {
  for (const [ext, codec] of [
    ['ogg', ['-c:a', 'libopus', '-b:a', '32k']],
    ['mp3', ['-c:a', 'libmp3lame', '-b:a', '48k']],
  ]) {
    const target = path.join(publicDir, 'media', 'audio', `${name}.${ext}`);
    if (fs.existsSync(target) && !force) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    ffmpeg([
      ...['-f', 'lavfi', '-i', `sine=frequency=${f1}:duration=12`, '-f', 'lavfi', '-i', `sine=frequency=${f2}:duration=12`],
      ...['-filter_complex', 'amix=inputs=2,tremolo=f=0.5:d=0.4,volume=0.5,afade=t=in:d=1,afade=t=out:st=11:d=1'],
      ...codec,
      target,
    ]);
  }
}

await ensureCmsBuilt();
const require = createRequire(path.join(cmsDir, 'package.json'));
const { seedMediaPaths } = require(path.join(cmsDir, 'dist', 'src', 'seed', 'data', 'media-paths.js'));
let made = 0;
for (const rel of seedMediaPaths()) {
  const target = path.join(publicDir, rel);
  if (fs.existsSync(target) && !force) continue;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (rel.endsWith('.webm')) makeVideo(target, rel);
  else if (rel.endsWith('.jpg')) makePoster(target, rel);
  else throw new Error(`no generator for ${rel}`);
  made += 1;
}
makeTrack('showroom-track-1', [220, 277]);
makeTrack('showroom-track-2', [196, 247]);
console.log(`[media] ${made} files generated under public/media`);
