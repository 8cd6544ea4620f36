import { describe, expect, it } from 'vitest';
import { siteFacts } from '../e2e/support/siteFacts.ts';
import { accessibleName, builtDocument, findAll, findOne, tag, textOf, type BuiltNode } from './builtDocument.ts';

/**
 * The coming-soon page as the build wrote it: its announcement, the five channels and the featured
 * video. The video's facade is the home page's component with its script; tests/e2e/home.spec.ts
 * plays it in the browser, so here the page only has to carry the same component and script.
 */
const { social, featuredVideo } = siteFacts;
const comingSoon = builtDocument('coming-soon.html');
const main = findOne(comingSoon, tag('main'), 'main');

/** The module scripts a page loads for its components (the header's, the video's…). */
const moduleScripts = (page: BuiltNode) =>
  findAll(page, tag('script', { type: 'module' })).map((script) => script.attribs.src);

describe('coming-soon page', () => {
  it('announces the new website with a headline and an introduction', () => {
    expect(textOf(findOne(comingSoon, tag('title'), 'title'))).toBe('New Website Coming Soon | Closed Biomes');
    expect(findAll(comingSoon, tag('h1')).map(textOf)).toEqual(['New Website Coming Soon']);
    expect(textOf(main)).toContain('We are growing a new home for everything we have learned about closed ecosystems');
  });

  it('links to the five channels, each with an accessible name', () => {
    const channels = [
      social.videoSite,
      social.photoSite,
      social.shortVideoSite,
      social.socialNetwork,
      social.crowdfunding,
    ];
    const follow = findOne(
      main,
      (element) =>
        element.name === 'ul' &&
        findAll(element, tag('a')).some(
          (link) => accessibleName(link) === `Closed Biomes on ${social.crowdfunding.label}`,
        ),
      'list of channels',
    );
    expect(findAll(follow, tag('a')).map((link) => [accessibleName(link), link.attribs.href])).toEqual(
      channels.map((channel) => [`Closed Biomes on ${channel.label}`, channel.url]),
    );
  });

  it('has the featured video behind the home page’s click-to-play facade, with a link to more videos', () => {
    const video = findOne(main, tag('div', { 'data-featured-video': true }), 'featured video');
    expect(video.attribs).toMatchObject({
      'data-embed-src': `https://www.youtube-nocookie.com/embed/${featuredVideo.youtubeId}?autoplay=1`,
      'data-video-title': featuredVideo.title,
    });
    const facade = findOne(video, tag('a', { 'data-facade': true }), 'facade');
    expect(facade.attribs.href).toBe(`https://www.youtube.com/watch?v=${featuredVideo.youtubeId}`);
    const moreVideos = findAll(
      main,
      (element) => element.name === 'a' && textOf(element).startsWith('Watch more videos'),
    );
    expect(moreVideos.map((link) => link.attribs.href)).toEqual([featuredVideo.moreVideosUrl]);
    // The script that turns the facade into a player is the one the home page runs.
    const videoScript = moduleScripts(builtDocument('index.html')).filter((src) => src?.includes('FeaturedVideo'));
    expect(videoScript).toHaveLength(1);
    expect(moduleScripts(comingSoon)).toContain(videoScript[0]);
  });
});
