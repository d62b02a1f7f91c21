import { Route, Routes } from 'react-router';
import { CompaniesScreen } from './companies-screen';
import { CompanyScreen } from './company-screen';
import { CreateCompanyScreen } from './create-company-screen';

/** The Companies section (issue 26) under #/carrier/companies: the list, a new company, a company's page. */
export function CompaniesSection() {
  return (
    <Routes>
      <Route index element={<CompaniesScreen />} />
      <Route path="new" element={<CreateCompanyScreen />} />
      <Route path=":id" element={<CompanyScreen />} />
    </Routes>
  );
}
