import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { VideoDialog } from './video-dialog.tsx';

describe('VideoDialog', () => {
  it('renders nothing while its flag is off', () => {
    const { container } = renderIn('en', <VideoDialog open={false} src="/media/a.mp4" onClose={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
  it('plays one mp4 with the spec attributes', () => {
    const { container } = renderIn('en', <VideoDialog open src="/media/a.mp4" onClose={() => {}} />);
    const video = container.ownerDocument.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/a.mp4');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'auto');
    expect(video).toHaveAttribute('controlslist', 'nodownload noremoteplayback noplaybackrate');
    expect(video).toHaveAttribute('disablepictureinpicture');
    expect(video).toHaveAttribute('disableremoteplayback');
  });
  it('pauses and closes on the close button and on Escape', () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const onClose = vi.fn();
    renderIn('en', <VideoDialog open src="/media/a.mp4" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close video', hidden: true }));
    fireEvent.keyDown(document.querySelector('dialog') as Element, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(pause).toHaveBeenCalledTimes(2);
  });
  it("shows the text description under the video and names it as the dialog's description", () => {
    renderIn('en', <VideoDialog open src="/media/a.mp4" description="A six-second clip" onClose={() => {}} />);
    const dialog = document.querySelector('dialog') as HTMLElement;
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described).toHaveTextContent('Text descriptionA six-second clip');
  });
  it('has no description where the record gives none', () => {
    renderIn('en', <VideoDialog open src="/media/a.mp4" description={null} onClose={() => {}} />);
    expect(document.querySelector('dialog')).not.toHaveAttribute('aria-describedby');
    expect(document.querySelector('.video-dialog-description')).toBeNull();
  });
});
