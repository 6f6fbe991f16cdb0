import type { UserDto } from '@studydesk/shared/contracts';
import { emptyUserForm, hasErrors, toRegisterRequest, toUpdateFields, userFormFrom, validateUserForm } from './user-form';

const user: UserDto = {
  id: 7, firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', profilepic: null, title: '', language: 'en',
  studyplan: null, profile: 'teacher', isArchived: false, hasPassword: true, invitation: 'accepted', lastLesson: null,
};

describe('user form', () => {
  it('needs a valid email', () => {
    expect(validateUserForm({ ...emptyUserForm('student'), firstName: 'A' }).email).toBe('Enter an email address');
    expect(validateUserForm({ ...emptyUserForm('student'), firstName: 'A', email: 'ana@' }).email).toBe('Enter a valid email address');
    expect(hasErrors(validateUserForm({ ...emptyUserForm('student'), firstName: 'A', email: 'ana@example.com' }))).toBe(false);
  });

  it('accepts a title alone as the name (docs/product-rules.md#r-user-1)', () => {
    const noName = { ...emptyUserForm('teacher'), email: 'x@example.com' };
    expect(validateUserForm(noName).firstName).toBe('Enter a first name, a last name or a title');
    expect(hasErrors(validateUserForm({ ...noName, title: 'Head of Studies' }))).toBe(false);
  });

  it('trims what it sends and always invites a new user', () => {
    expect(toRegisterRequest({ ...emptyUserForm('admin'), firstName: ' Ana ', email: ' ana@example.com ' })).toEqual({
      firstName: 'Ana', lastName: '', title: '', email: 'ana@example.com', language: 'en', profile: 'admin', sendInvitation: true,
    });
  });

  it('sends only the fields an edit changed', () => {
    const before = userFormFrom(user);
    expect(toUpdateFields(7, before, { ...before })).toEqual({ id: 7 });
    expect(toUpdateFields(7, before, { ...before, lastName: 'Lima Souza', email: 'ANA@example.com', profile: 'admin' })).toEqual({
      id: 7, lastName: 'Lima Souza', profile: 'admin',
    });
  });
});
