import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { renderWithApp, stubApi } from '@/test/render';
import RegisterPage from './register-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it("shows the server's common-password message and stays on the form", async () => {
    // The network is the one thing played here: the server's real answer to a common password.
    const fetchMock = stubApi(() => ({ status: 400, body: { message: MESSAGES.passwordCommon } }));
    const { user, location } = renderWithApp(<RegisterPage />, { path: '/register' });

    expect(screen.getByText(/not a common password/)).toBeTruthy();
    await user.type(screen.getByLabelText('Username'), 'ama');
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.passwordCommon);
    // The field the refusal is about takes the focus (the message may be a screen above the button).
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ password: 'password123' });
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(location()).toBe('/register');
  });

  it('marks the username when the server keeps that name for staff', async () => {
    stubApi(() => ({ status: 400, body: { message: MESSAGES.usernameReserved } }));
    const { user } = renderWithApp(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Username'), 'spaceshare_help');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.usernameReserved);
    const username = screen.getByLabelText('Username');
    expect(document.activeElement).toBe(username);
    expect(username.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the generic message when the server gives no reason', async () => {
    stubApi(() => ({ status: 502 }));
    const { user } = renderWithApp(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Username'), 'ama');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.somethingWrong);
  });
});

describe('RegisterPage picture (decision 2312)', () => {
  const png = (bytes: number, name = 'me.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

  it('refuses a picture over 5 MB when it is chosen, and says so under it', async () => {
    const { user } = renderWithApp(<RegisterPage />, { path: '/register' });
    await user.upload(screen.getByLabelText('Profile picture'), png(5.8 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.imageTooLarge);
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
  });

  it('refuses a file that is no picture, whatever its name says', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('The source image could not be decoded.')));
    const { user } = renderWithApp(<RegisterPage />, { path: '/register' });
    await user.upload(screen.getByLabelText('Profile picture'), png(2000, 'fake.jpg', 'image/jpeg'));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.selectImage);
  });

  it("stops before making the account when the upload fails, says the server's reason, and can go on without it", async () => {
    // jsdom has no object URLs; a subclass keeps the real URL untouched for the other tests.
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = () => 'blob:me';
      static override revokeObjectURL = () => undefined;
    });
    const calls: string[] = [];
    stubApi(({ path }) => {
      calls.push(path);
      return path === '/uploads' ? { status: 400, body: { message: MESSAGES.selectImage } } : { status: 201, body: { message: 'made' } };
    });
    const { user } = renderWithApp(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Username'), 'ama');
    const picture = screen.getByLabelText('Profile picture');
    await user.upload(picture, png(2000));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toBe(`${MESSAGES.selectImage} ${MESSAGES.registerPictureNotSaved}`);
    expect(calls).toEqual(['/uploads']);
    expect(document.activeElement).toBe(picture);
    expect(picture.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Optional. JPG, PNG or WebP up to 5 MB.')).toBeTruthy();
  });
});
