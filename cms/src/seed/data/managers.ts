/** The provider's own domain: managers' addresses, and where staff notifications come from. */
const PROVIDER_DOMAIN = 'mobilityparts.com';

export interface ManagerSeed {
  firstName: string;
  lastName: string;
  email: string;
  department: string;
  position: string;
}

const manager = (firstName: string, lastName: string, department: string, position: string): ManagerSeed => ({
  firstName,
  lastName,
  department,
  position,
  email: `${firstName}.${lastName}@${PROVIDER_DOMAIN}`.toLowerCase(),
});

export const MANAGERS: ManagerSeed[] = [
  manager('Minjun', 'Kim', 'IVI Sales', 'Senior Manager'),
  manager('Seoyeon', 'Lee', 'ADAS Business', 'Manager'),
  manager('Daniel', 'Weber', 'Europe Sales', 'Team Leader'),
  manager('Haruka', 'Sato', 'Japan Sales', 'Manager'),
  manager('Wei', 'Zhang', 'China Sales', 'Senior Manager'),
];
