import { RegisterFormSchema } from '@marketplace/contracts';
import { firstErrorPerField } from './field-errors';

describe('form errors from a contract schema', () => {
  it('reports every invalid field at once, one message each', () => {
    const result = RegisterFormSchema.safeParse({
      firstName: '',
      lastName: 'Rao',
      email: 'not-an-email',
      phone: '123',
      password: '',
      confirmPassword: '124',
    });
    expect(result.success).toBe(false);
    expect(firstErrorPerField(result.error!)).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      password: 'Password must be at least 6 characters',
      confirmPassword: "Passwords don't match",
    });
  });

  it('reports a mismatched confirmation once the other fields are valid', () => {
    const result = RegisterFormSchema.safeParse({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(firstErrorPerField(result.error!)).toEqual({ confirmPassword: "Passwords don't match" });
  });
});
