import { MigrateV2List } from '../MigrateV2List.tsx';

export default function Page() {
  return <MigrateV2List />;
}
