import { FormDateField, FormPasswordField, FormSelect, FormTextField, type SelectOption } from '@school/ui';
import { ApplicationFieldset } from './ApplicationFieldset';
import { GenderField, NumberField, PeriodField } from './ApplicationChoiceFields';
import { DocumentsField, ProfilePicField } from './ApplicationFileFields';
import type { ApplicationFormInput } from './logic';
import { useFormMessages } from '../../shared/intl';

type Input = ApplicationFormInput;

/** Names, age, gender, birth place and date. */
export function PersonalSection({ maxBirthDate }: { maxBirthDate: string }) {
  const messages = useFormMessages();
  return (
    <ApplicationFieldset legend={messages.personalInfo}>
      <FormTextField<Input> name="firstName" label={messages.firstNameLabel} autoComplete="given-name" />
      <FormTextField<Input> name="middleName" label={messages.middleNameLabel} autoComplete="additional-name" />
      <FormTextField<Input> name="lastName" label={messages.lastNameLabel} autoComplete="family-name" />
      <NumberField name="age" label={messages.ageLabel} min={3} max={30} />
      <GenderField />
      <FormTextField<Input> name="birthPlace" label={messages.birthPlaceLabel} />
      <FormDateField<Input> name="birthDate" label={messages.birthDateLabel} max={maxBirthDate} />
    </ApplicationFieldset>
  );
}

/** Email, phone and the password the applicant signs in with. */
export function AccountSection() {
  const messages = useFormMessages();
  return (
    <ApplicationFieldset legend={messages.accountInfo}>
      <FormTextField<Input> name="email" type="email" label={messages.emailLabel} autoComplete="email" />
      <FormTextField<Input> name="phoneNumber" type="tel" label={messages.phoneNumberLabel} hint={messages.phoneHint} autoComplete="tel" />
      <FormPasswordField<Input> name="password" label={messages.passwordLabel} autoComplete="new-password" />
      <FormPasswordField<Input> name="conpassword" label={messages.confirmPasswordLabel} autoComplete="new-password" />
    </ApplicationFieldset>
  );
}

/** Mother, home and who to call in an emergency. */
export function FamilySection() {
  const messages = useFormMessages();
  return (
    <ApplicationFieldset legend={messages.familyInfo}>
      <FormTextField<Input> name="motherFullName" label={messages.motherFullNameLabel} />
      <FormTextField<Input> name="homeAddress" label={messages.homeAddressLabel} autoComplete="street-address" />
      <FormTextField<Input> name="emergencyContact" label={messages.emergencyContactLabel} />
      <FormTextField<Input> name="emergencyPhoneNumber" type="tel" label={messages.emergencyPhoneLabel} hint={messages.phoneHint} />
    </ApplicationFieldset>
  );
}

/** Previous school, current level, average, and the period and grade applied for. */
export function SchoolSection({ periods, grades }: { periods: readonly SelectOption[]; grades: readonly SelectOption[] }) {
  const messages = useFormMessages();
  return (
    <ApplicationFieldset legend={messages.schoolInfo}>
      <FormTextField<Input> name="previousSchoolAttended" label={messages.previousSchoolLabel} />
      <FormTextField<Input> name="currentGradeLevel" label={messages.currentGradeLevelLabel} />
      <NumberField name="avarageValue" label={messages.averageLabel} min={0} max={100} step="any" />
      <PeriodField options={periods} />
      <FormSelect<Input> name="classG" label={messages.classLabel} placeholder={messages.chooseClass} options={grades} />
    </ApplicationFieldset>
  );
}

/** The profile picture and the necessary documents. */
export function DocumentsSection() {
  const messages = useFormMessages();
  return (
    <ApplicationFieldset legend={messages.documentsInfo}>
      <ProfilePicField />
      <DocumentsField />
    </ApplicationFieldset>
  );
}
