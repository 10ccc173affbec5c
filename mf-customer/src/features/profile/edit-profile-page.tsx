import { useState, type ChangeEvent } from 'react';
import { PROFILE_TEXTS } from '@marketplace/contracts';
import { Button, Card, TextField, useToast } from '@marketplace/ui';
import { useSignedInUser } from '../auth/current-user';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';

type EditableField = 'firstName' | 'lastName' | 'email' | 'phone';

/**
 * Customer spec 2, Edit Profile (/customer/profile/edit): the resident's name and contact details,
 * prefilled. The spec's Save makes no call and only confirms with a toast.
 */
export function EditProfilePage() {
  const user = useSignedInUser();
  const { toast } = useToast();
  const [values, setValues] = useState<Record<EditableField, string>>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    phone: user.phone ?? '',
  });
  const field = (name: EditableField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <ScreenHeader title={PROFILE_TEXTS.menu.editProfile} backTo="/customer/profile" />
      <main className={screen.content}>
        <Card>
          <form
            className={screen.form}
            onSubmit={(event) => {
              event.preventDefault();
              toast(PROFILE_TEXTS.profileSaved);
            }}
          >
            <div className={screen.twoColumns}>
              <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
              <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
            </div>
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextField label="Phone Number" type="tel" autoComplete="tel" {...field('phone')} />
            <Button type="submit" fullWidth>
              Save Changes
            </Button>
          </form>
        </Card>
      </main>
    </>
  );
}
