import { AppError } from '../http/errors.ts';
import { MAX_IMAGE_PIXELS } from './image-limits.ts';
import { ACCEPTED_LABELS, type MediaType } from './media-types.ts';

/** The media store's refusals: a status, a stable code (x-error-code), words in both languages. */

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export const unsupportedMedia = () =>
  new AppError(415, 'unsupported_media', {
    zh: `不支持该文件类型，可以上传：${ACCEPTED_LABELS}（文件名须带相应的扩展名）`,
    en: `This kind of file is not accepted. Accepted: ${ACCEPTED_LABELS} (the file name must have its extension)`,
  });

/** The bytes are not what the name (or the Content-Type sent) says. */
export const mediaTypeMismatch = (claimed: MediaType, found: string | null) =>
  new AppError(415, 'media_type_mismatch', {
    zh: `文件内容与其类型不符：文件名表明是 ${claimed.label}，内容${found ? `却是 ${found}` : '无法识别'}`,
    en: `The file's content does not match its type: its name says ${claimed.label}, its bytes are ${found ?? 'not recognised'}`,
  });

/** The Content-Type sent for the file is not the type its name says (same code: the claims disagree). */
export const contentTypeMismatch = (claimed: MediaType, sent: string) =>
  new AppError(415, 'media_type_mismatch', {
    zh: `文件类型不一致：文件名表明是 ${claimed.label}，上传时声明的类型却是 ${sent}`,
    en: `The file's types disagree: its name says ${claimed.label}, the upload declared ${sent}`,
  });

export const mediaTooLarge = (type: MediaType, limit: number) =>
  new AppError(413, 'media_too_large', {
    zh: `${type.label} 文件不能超过 ${mb(limit)}MB`,
    en: `A ${type.label} file may be at most ${mb(limit)} MB`,
  });

export const emptyMedia = () =>
  new AppError(400, 'empty_file', { zh: '文件是空的，请选择有内容的文件', en: 'The file is empty' });

export const badMediaName = () =>
  new AppError(400, 'bad_file_name', {
    zh: '文件名无效：不能包含路径或控制字符，且不能超过 255 个字符',
    en: 'The file name is not valid: no folders or control characters, at most 255 characters',
  });

export const unsafeSvg = () =>
  new AppError(415, 'unsafe_svg', {
    zh: 'SVG 文件无法解析为安全的图像（没有 svg 根元素）',
    en: 'The SVG could not be read as a safe image (no svg root element)',
  });

export const damagedImage = (type: MediaType) =>
  new AppError(415, 'damaged_image', {
    zh: `${type.label} 图像已损坏，无法读取`,
    en: `The ${type.label} image is damaged and cannot be read`,
  });

/** A count of pixels as people say it: 40 million, 100 million, 36.5 million; 4000 万, 1 亿. */
const millions = (pixels: number) => (Math.round(pixels / 100_000) / 10).toLocaleString('en-US');
const zhPixels = (pixels: number) =>
  pixels >= 100_000_000 ? `${Math.round(pixels / 10_000_000) / 10} 亿` : `${Math.round(pixels / 10_000)} 万`;

/** The picture's header gives more pixels than are ever decoded (MAX_IMAGE_PIXELS); it was not decoded. */
export const imageTooManyPixels = (type: MediaType, width: number, height: number) =>
  new AppError(413, 'image_too_many_pixels', {
    zh: `图像不能超过 ${zhPixels(MAX_IMAGE_PIXELS)}像素：这张 ${type.label} 为 ${width} × ${height}，共 ${zhPixels(width * height)}像素，请缩小后再上传`,
    en: `A picture may have at most ${millions(MAX_IMAGE_PIXELS)} million pixels: this ${type.label} is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')}, ${millions(width * height)} million. Make it smaller and upload it again`,
  });

/** The image worker did not finish (killed, out of memory, too slow): nothing was stored; another try may pass. */
export const imageWorkFailed = () =>
  new AppError(503, 'image_work_failed', {
    zh: '图像未能处理完成（处理进程中断或超时），文件没有保存，请稍后重试',
    en: 'The picture could not be processed (the image worker stopped or ran out of time); nothing was stored, try again later',
  });

export const unknownMedia = () =>
  new AppError(404, 'unknown_media', { zh: '媒体库中没有这个文件', en: 'There is no such file in the media library' });

/** A file records point at is never deleted; `data.usedBy` names them. */
export const mediaInUse = (usedBy: unknown[]) =>
  new AppError(409, 'media_in_use', {
    zh: '文件仍被内容使用（已发布或草稿中），不能删除',
    en: 'The file is still used by content (published or in a draft) and cannot be deleted',
  }).withData({ usedBy });
