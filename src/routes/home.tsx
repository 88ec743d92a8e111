import { createFileRoute } from '@tanstack/react-router';
import { HomeWelcome } from '../features/home/HomeWelcome';
import { useShellData } from '../features/shell/useShellData';

export const Route = createFileRoute('/home')({
  component: HomePage,
});

function HomePage() {
  const shell = useShellData();
  return <HomeWelcome businessName={shell.businessName} />;
}
