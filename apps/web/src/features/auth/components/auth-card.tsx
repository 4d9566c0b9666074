import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { appPaths } from '../../../lib/paths';

interface AuthCardProps {
  clubName: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}

/** The card that frames the login and registration pages, branded by the club. */
export function AuthCard({ clubName, heading, intro, children }: AuthCardProps) {
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={460}>
        <Stack gap="md">
          <Text fw={700} size="lg" c="brand.9" ta="center">
            {clubName}
          </Text>
          <Title order={1} size="h2" ta="center">
            {heading}
          </Title>
          {intro && (
            <Text size="sm" ta="center">
              {intro}
            </Text>
          )}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/** Back to the login page: the club's own when the member came from it, else the network's. */
export function loginPath(clubName: string | undefined, clubId: number | undefined): string {
  return clubName !== undefined && clubId !== undefined
    ? appPaths.clubLogin(clubName, clubId)
    : appPaths.login();
}
