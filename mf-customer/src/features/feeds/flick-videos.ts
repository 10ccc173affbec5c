import annapoornaMp4 from './videos/annapoorna-mess.mp4';
import annapoornaWebm from './videos/annapoorna-mess.webm';
import dosaCornerMp4 from './videos/dosa-corner.mp4';
import dosaCornerWebm from './videos/dosa-corner.webm';
import freshFarmMp4 from './videos/freshfarm-organics.mp4';
import freshFarmWebm from './videos/freshfarm-organics.webm';
import greenLeafMp4 from './videos/green-leaf-cafe.mp4';
import greenLeafWebm from './videos/green-leaf-cafe.webm';
import lakesideMp4 from './videos/lakeside-biryani-house.mp4';
import lakesideWebm from './videos/lakeside-biryani-house.webm';
import royalTandoorMp4 from './videos/royal-tandoor.mp4';
import royalTandoorWebm from './videos/royal-tandoor.webm';
import type { FlickVideoName } from './sample-posts';

export interface FlickVideoSources {
  /** VP9 and Opus: Chromium and Firefox play this one. */
  webm: string;
  /** H.264 and AAC: the fallback for Safari. */
  mp4: string;
}

/**
 * Hashed URLs of the videos that ship with the app (made by scripts/generate-flick-videos.sh).
 * A browser downloads only the ones it plays.
 */
export const FLICK_VIDEOS: Record<FlickVideoName, FlickVideoSources> = {
  'annapoorna-mess': { webm: annapoornaWebm, mp4: annapoornaMp4 },
  'lakeside-biryani-house': { webm: lakesideWebm, mp4: lakesideMp4 },
  'green-leaf-cafe': { webm: greenLeafWebm, mp4: greenLeafMp4 },
  'dosa-corner': { webm: dosaCornerWebm, mp4: dosaCornerMp4 },
  'royal-tandoor': { webm: royalTandoorWebm, mp4: royalTandoorMp4 },
  'freshfarm-organics': { webm: freshFarmWebm, mp4: freshFarmMp4 },
};
