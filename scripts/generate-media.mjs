#!/usr/bin/env node
// Generates the small local videos, posters and sound tracks the seeded content points at, into public/media/.
// A developer tool (needs Debian's ffmpeg: `apt-get install ffmpeg`): its output is committed (films at 1280x720,
// about 20 KB per second), so `npm start`, the seed and CI never need ffmpeg and nothing is ever downloaded. Run it after adding a media path to the seed data; existing files are kept (--force redoes).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir, repoRoot } from './lib/env.mjs';
import { ensureCmsBuilt } from './lib/cms-build.mjs';

const force = process.argv.includes('--force');
// --only=<part of a path> limits a run to the matching files (to redo one film while tuning the encoder).
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const publicDir = path.join(repoRoot, 'public');

const ffmpeg = (args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });

await ensureCmsBuilt();
const require = createRequire(path.join(cmsDir, 'package.json'));
const sharp = require('sharp');
const fromDist = (file) => require(path.join(cmsDir, 'dist', 'src', 'seed', file));
const { seedMediaPaths } = fromDist('data/media-paths.js');
// The frames are drawn by the seed's art (cms/src/seed/lib/film.ts): no text, motion in every film.
const { filmOf, filmFrame, FILM_WIDTH, FILM_HEIGHT, VIEW_WIDTH, VIEW_HEIGHT, FILM_FPS } = fromDist('lib/film.js');

/** Draws every frame with sharp and pipes the raw pixels to ffmpeg (VP9); showroom items get a soft tone. */
async function makeVideo(target, rel) {
  const spec = filmOf(rel);
  const withTone = rel.includes('/showroom/') && !rel.endsWith('/intro.webm');
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${FILM_WIDTH}x${FILM_HEIGHT}`, '-r', String(FILM_FPS), '-i', '-'],
    ...(withTone ? ['-f', 'lavfi', '-i', `sine=frequency=330:duration=${spec.seconds},volume=0.15`] : []),
    // 720p VP9 in 'good' mode at crf 38: crisp edges on these flat drawings at about 18 KB per second
    // (real-time mode at crf 50 made the same size but soft), all films in a quarter of an hour on two cores.
    ...['-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-crf', '38', '-b:v', '0', '-deadline', 'good', '-cpu-used', '3'],
    ...['-row-mt', '1', '-g', '96'],
    ...(withTone ? ['-c:a', 'libopus', '-b:a', '16k', '-shortest'] : ['-an']),
    target,
  ];
  const child = spawn('ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${rel}`)))),
  );
  const frames = Math.round(spec.seconds * FILM_FPS);
  for (let i = 0; i < frames; i++) {
    const pixels = await sharp(Buffer.from(filmFrame(spec, i / FILM_FPS)))
      .ensureAlpha()
      .raw()
      .toBuffer();
    if (!child.stdin.write(pixels)) await new Promise((resolve) => child.stdin.once('drain', resolve));
  }
  child.stdin.end();
  await done;
}

/** A poster: the film's middle frame at 960x540 (twice the lobby tile it fills), as JPEG. */
async function makePoster(target, rel) {
  const spec = filmOf(rel.replace(/\.jpg$/, '.webm'));
  const frame = filmFrame(spec, spec.seconds / 2, VIEW_WIDTH * 2, VIEW_HEIGHT * 2);
  await sharp(Buffer.from(frame)).jpeg({ quality: 70, mozjpeg: true }).toFile(target);
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

let made = 0;
for (const rel of seedMediaPaths().filter((r) => !only || r.includes(only))) {
  const target = path.join(publicDir, rel);
  if (fs.existsSync(target) && !force) continue;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (rel.endsWith('.webm')) await makeVideo(target, rel);
  else if (rel.endsWith('.jpg')) await makePoster(target, rel);
  else throw new Error(`no generator for ${rel}`);
  made += 1;
}
if (!only) {
  makeTrack('showroom-track-1', [220, 277]);
  makeTrack('showroom-track-2', [196, 247]);
}
console.log(`[media] ${made} files generated under public/media`);
