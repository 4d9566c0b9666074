import { type ContactBody, ZContactBody } from '@fairway/contracts';
import { Alert, Button, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText, fieldErrorTexts } from '../../../i18n/api-errors';
import { isApiRequestError } from '../../../lib/api-client';
import { zodFieldErrors } from '../../../lib/zod-field-errors';
import { useAuthState } from '../../session';
import { useSendContact } from '../api/send-contact';

type ContactValues = Required<ContactBody>;

const LABEL_KEYS = {
  name: 'contact.name',
  email: 'contact.email',
  telephone: 'contact.telephone',
  subject: 'contact.subject',
  message: 'contact.message',
} as const;

const toBody = (v: ContactValues): ContactBody => ({ ...v, telephone: v.telephone.trim() || undefined });

/** The contact form, checked with the API's own schema before it is sent. */
export function ContactForm({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const send = useSendContact(clubId);
  const form = useForm<ContactValues>({
    initialValues: { name: '', email: '', telephone: '', subject: '', message: '' },
    validate: (values) => fieldErrorTexts(t, zodFieldErrors(ZContactBody, toBody(values))),
  });
  // A signed-in member is not asked who they are: their name and e-mail (the username) are filled in, stay
  // editable, and come back after a sent message clears the form (issue 26 §8).
  const { member } = useAuthState();
  const { setInitialValues, setFieldValue, getValues } = form;
  useEffect(() => {
    if (!member) return;
    const known = {
      name: `${member.Forename} ${member.Surname}`.trim(),
      email: member.Username.includes('@') ? member.Username : '',
    };
    const current = getValues();
    setInitialValues({ ...current, ...known, subject: '', message: '' });
    for (const field of ['name', 'email'] as const) {
      if (!current[field] && known[field]) setFieldValue(field, known[field]);
    }
  }, [member, setInitialValues, setFieldValue, getValues]);
  const submit = form.onSubmit(async (values) => {
    try {
      await send.mutateAsync(toBody(values));
      form.reset();
    } catch (error) {
      form.setErrors(fieldErrorTexts(t, isApiRequestError(error) ? error.error.fields : undefined));
    }
  });
  const input = (field: keyof typeof LABEL_KEYS) => ({
    ...form.getInputProps(field),
    label: t(LABEL_KEYS[field]),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-labelledby="contact-form-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="contact-form-heading">
            {t('contact.formTitle')}
          </Title>
          {send.isSuccess && (
            <Alert
              color="green"
              variant="light"
              role="status"
              title={t('contact.sentTitle')}
              styles={{
                label: { color: 'var(--mantine-color-gray-9)' },
                message: { color: 'var(--mantine-color-gray-9)' },
              }}
            >
              {t('contact.sent', { reference: send.data.Reference })}
            </Alert>
          )}
          {send.isError && <ErrorBanner>{apiErrorText(t, send.error)}</ErrorBanner>}
          <TextInput {...input('name')} autoComplete="name" required />
          <TextInput {...input('email')} type="email" autoComplete="email" required />
          <TextInput {...input('telephone')} type="tel" autoComplete="tel" />
          <TextInput {...input('subject')} required />
          <Textarea {...input('message')} autosize minRows={5} maxRows={12} required />
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('contact.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
