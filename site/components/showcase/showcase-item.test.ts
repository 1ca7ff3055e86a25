import { describe, expect, it } from 'vitest';
import { LOCALES, type Exhibition, type MediaNews } from '@portal/domain';
import { fromExhibition, fromMediaNews, videoSource } from './showcase-item';

const [en, kr] = LOCALES;
const asset = (url: string, assetTarget: 'PC' | 'MOB' | 'SLIDE') => ({ uuid: url, name: url, url, contentType: 'image/jpeg', assetTarget });
const exhibition: Exhibition = {
  pk: 7,
  commonCodePk: 21,
  commonCodeText: 'CES',
  title: 'Keynote',
  content: 'Line one\nLine two',
  assetImgPc: asset('/pc.jpg', 'PC'),
  assetImgMob: null,
  movUrl: '/media/video/ces.webm',
  viewCnt: 12,
  viewTarget: 'ALL',
  createAt: '2024-01-09T10:00:00.000Z',
  mediaType: 'YOUTUBE',
  assets: [],
  seo: null,
  event: null,
};

describe('videoSource', () => {
  it('plays site paths and video files in <video>', () => {
    expect(videoSource('/media/video/x.webm')).toEqual({ kind: 'file', src: '/media/video/x.webm' });
    expect(videoSource('https://cdn.example.com/a/b.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.com/a/b.mp4' });
    expect(videoSource('media/video/x.webm')).toEqual({ kind: 'file', src: '/media/video/x.webm' });
  });
  it('embeds YouTube ids and links', () => {
    const embed = { kind: 'youtube', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' };
    expect(videoSource('dQw4w9WgXcQ')).toEqual(embed);
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(embed);
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
  });
  it('gives nothing for empty or unplayable values', () => {
    expect(videoSource('')).toBeNull();
    expect(videoSource(null)).toBeNull();
    expect(videoSource('//evil.example.com/x.webm')).toBeNull();
    expect(videoSource('javascript:alert(1)')).toBeNull();
  });
});

describe('items', () => {
  it('shapes an exhibition, with the date in the locale format and the PC image for both sizes', () => {
    const item = fromExhibition(exhibition, kr);
    expect(item).toMatchObject({ pk: 7, categoryPk: 21, category: 'CES', date: '2024.01.09', imagePc: '/pc.jpg', imageMob: '/pc.jpg' });
    expect(item.textPc).toBe(item.textMob);
    expect(item.video?.kind).toBe('file');
  });
  it('shows the SLIDE pictures of a non-YOUTUBE media item and its mobile text', () => {
    const news: MediaNews = {
      ...exhibition,
      mediaType: 'NEWS',
      categoryName: 'Company',
      contentPc: 'Long text',
      contentMob: 'Short',
      assets: [asset('/pc.jpg', 'PC'), asset('/s1.jpg', 'SLIDE'), asset('/s2.jpg', 'SLIDE')],
    };
    const item = fromMediaNews(news, en);
    expect(item).toMatchObject({ video: null, slides: ['/s1.jpg', '/s2.jpg'], textPc: 'Long text', textMob: 'Short', date: '01.09.2024' });
    expect(fromMediaNews({ ...news, mediaType: 'YOUTUBE' }, en)).toMatchObject({ slides: [], video: { kind: 'file' } });
  });
});
