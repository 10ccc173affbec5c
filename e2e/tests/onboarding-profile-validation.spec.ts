import { expect, test } from '@playwright/test';
import { AUTH_VALIDATION_MESSAGES, PROFILE_VALIDATION_MESSAGES as M } from '@marketplace/contracts';
import { uniqueResident } from '../page-objects/auth-pages';
import { expectFieldError, ProfileSetupPage } from '../page-objects/onboarding-pages';
import { signUpAndSignIn } from '../support/resident-session';

test('the profile form shows each validation message of customer spec 5 for a bad entry', async ({
  page,
}) => {
  await signUpAndSignIn(page.request, uniqueResident('Nikhil'));
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH') saves += 1;
  });

  // No community chosen yet: step 1 was skipped.
  const form = new ProfileSetupPage(page);
  await form.open();
  await form.expectShown();
  await expect(form.community).toHaveValue('');
  await form.fill({ fullName: '  ', phone: '98765', email: 'nikhil@', flatNumber: '' });
  await form.submit();

  await expectFieldError(form.fullName, M.fullNameRequired);
  await expectFieldError(form.phone, M.phoneRequired);
  await expectFieldError(form.email, M.emailInvalid);
  await expectFieldError(form.community, M.communityRequired);
  await expectFieldError(form.flatNumber, M.flatNumberRequired);
  // The first invalid field takes focus.
  await expect(form.fullName).toBeFocused();

  // Messages follow the entries once shown; email may be left empty.
  await form.fill({ fullName: 'Nikhil Rao', phone: '9876543210', email: '', flatNumber: 'C-12' });
  for (const field of [form.fullName, form.phone, form.email, form.flatNumber]) {
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
  await expectFieldError(form.community, M.communityRequired);

  // Entries beyond the bounds the server keeps.
  const tooLong = AUTH_VALIDATION_MESSAGES.tooLong;
  await form.fill({
    fullName: 'N'.repeat(201),
    phone: '9'.repeat(21),
    flatNumber: 'F'.repeat(101),
    floor: '1'.repeat(101),
    block: 'B'.repeat(101),
    deliveryInstructions: 'D'.repeat(501),
  });
  await expectFieldError(form.fullName, tooLong('Full name', 200));
  await expectFieldError(form.phone, tooLong('Phone number', 20));
  await expectFieldError(form.flatNumber, tooLong('Flat/House number', 100));
  await expectFieldError(form.floor, tooLong('Floor', 100));
  await expectFieldError(form.block, tooLong('Block', 100));
  await expectFieldError(form.deliveryInstructions, tooLong('Additional Delivery Instructions', 500));

  // Nothing was sent and the resident stays on the form.
  await expect(page).toHaveURL(/\/onboarding\/user-profile-setup$/);
  expect(saves).toBe(0);
});
