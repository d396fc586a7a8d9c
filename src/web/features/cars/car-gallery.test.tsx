import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CarGallery, galleryPhotos } from './car-gallery';

const PHOTOS = ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'];

describe('CarGallery', () => {
  it("shows the partner's photos, or the car's one picture without them", () => {
    expect(galleryPhotos({ car_image: '/cover.jpg', photos: PHOTOS })).toEqual(PHOTOS);
    expect(galleryPhotos({ car_image: '/cover.jpg', photos: [] })).toEqual(['/cover.jpg']);
    expect(galleryPhotos({ car_image: '/cover.jpg' })).toEqual(['/cover.jpg']);
  });

  it('steps through the photos with the buttons, counting them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CarGallery photos={PHOTOS} name="Maruti Dzire" />);
    const gallery = screen.getByRole('region', { name: 'Photos of Maruti Dzire' });
    expect(gallery).toHaveTextContent('1 / 3');
    // Only the photo in view is read out; the first loads at once.
    expect(screen.getByRole('img', { name: 'Maruti Dzire, photo 1 of 3' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(screen.queryByRole('img', { name: 'Maruti Dzire, photo 2 of 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(gallery).toHaveTextContent('2 / 3');
    expect(screen.getByRole('img', { name: 'Maruti Dzire, photo 2 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(gallery).toHaveTextContent('3 / 3');
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(gallery).toHaveTextContent('3 / 3');
  });

  it('moves with the arrow keys, Home and End', () => {
    renderWithProviders(<CarGallery photos={PHOTOS} name="Maruti Dzire" />);
    const gallery = screen.getByRole('region', { name: 'Photos of Maruti Dzire' });
    const strip = gallery.querySelector<HTMLElement>('[tabindex="0"]')!;
    fireEvent.keyDown(strip, { key: 'ArrowRight' });
    expect(gallery).toHaveTextContent('2 / 3');
    fireEvent.keyDown(strip, { key: 'End' });
    expect(gallery).toHaveTextContent('3 / 3');
    fireEvent.keyDown(strip, { key: 'ArrowLeft' });
    expect(gallery).toHaveTextContent('2 / 3');
    fireEvent.keyDown(strip, { key: 'Home' });
    expect(gallery).toHaveTextContent('1 / 3');
  });

  it('follows a swipe: the photo the strip has scrolled to is counted', () => {
    renderWithProviders(<CarGallery photos={PHOTOS} name="Maruti Dzire" />);
    const gallery = screen.getByRole('region', { name: 'Photos of Maruti Dzire' });
    const strip = gallery.querySelector<HTMLElement>('[tabindex="0"]')!;
    Object.defineProperty(strip, 'clientWidth', { value: 400 });
    strip.scrollLeft = 800;
    fireEvent.scroll(strip);
    expect(gallery).toHaveTextContent('3 / 3');
  });

  it('keeps counting toward the photo it glides to, so a second press steps on from there', () => {
    renderWithProviders(<CarGallery photos={PHOTOS} name="Maruti Dzire" />);
    const gallery = screen.getByRole('region', { name: 'Photos of Maruti Dzire' });
    const strip = gallery.querySelector<HTMLElement>('[tabindex="0"]')!;
    Object.defineProperty(strip, 'clientWidth', { value: 400 });
    strip.scrollTo = () => undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    // The glide has only begun: the strip still shows most of the first photo.
    strip.scrollLeft = 100;
    fireEvent.scroll(strip);
    expect(gallery).toHaveTextContent('2 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(gallery).toHaveTextContent('3 / 3');
    // A swipe that interrupts the glide is followed once the strip comes to rest.
    strip.scrollLeft = 400;
    fireEvent(strip, new Event('scrollend'));
    expect(gallery).toHaveTextContent('2 / 3');
  });

  it('is a plain picture, without buttons, for a car with one', () => {
    renderWithProviders(<CarGallery photos={['/cover.jpg']} name="Maruti Dzire" />);
    expect(screen.getByRole('img', { name: 'Maruti Dzire' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: /Photos of/ })).toBeNull();
  });
});
