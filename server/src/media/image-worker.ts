import { cleanImage } from './image-clean.ts';
import { TooManyPixelsError } from './image-limits.ts';
import { makeVariants } from './image-renditions.ts';
import type { ImageJob, ImageJobAnswer } from './image-work.ts';

/**
 * The image worker: a child process of the server (image-work.ts starts it) that decodes pictures, one
 * job at a time, with sharp. libvips' memory is this process's, not the server's, and goes back to the
 * system when the worker ends (the server ends it when idle); a picture that crashes libvips crashes
 * only this. It ends when the server does (the IPC channel closes).
 */
async function answer(job: ImageJob): Promise<ImageJobAnswer> {
  try {
    if (job.op === 'clean') {
      const clean = await cleanImage(job.bytes, job.mime);
      return { id: job.id, ok: true, op: 'clean', clean };
    }
    return { id: job.id, ok: true, op: 'variants', variants: await makeVariants(job.bytes) };
  } catch (error) {
    if (error instanceof TooManyPixelsError)
      return { id: job.id, ok: false, tooManyPixels: { width: error.width, height: error.height } };
    return { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

process.on('message', (job: ImageJob) => {
  void answer(job).then((reply) => process.send?.(reply));
});
process.on('disconnect', () => process.exit(0));
