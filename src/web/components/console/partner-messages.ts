import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PartnerMessageCode } from '@shared/message-ref';

/**
 * The partner portal's messages (`shared/partner-messages.ts`) in the reader's language: the
 * answers and refusals about a company, its fleet, drivers, documents, leads and reviews, and the
 * rules of their forms. Both working areas read them (the console decides on the same records),
 * so they live in the parts the two share. A new partner code fails the type check here until it
 * has its words.
 */
export const PARTNER_SERVER_MESSAGES: Record<PartnerMessageCode, MessageDescriptor> = {
  partner_only: msg({
    message: 'This is for travel company partners: register your company first',
  }),
  company_not_found: msg({ message: 'Travel company not found' }),
  company_exists: msg({ message: 'Your account already runs a travel company' }),
  company_register_customer_only: msg({
    message: 'Only a customer account can register a travel company',
  }),
  company_name_required: msg({ message: 'Company name is required' }),
  company_legal_name_required: msg({ message: 'Legal name is required' }),
  company_address_required: msg({ message: 'Address is required' }),
  company_cities_required: msg({ message: 'Choose at least one city served' }),
  company_phone_invalid: msg({ message: 'Phone must be a valid 10-digit Indian mobile number' }),
  company_whatsapp_invalid: msg({
    message: 'WhatsApp must be a valid 10-digit Indian mobile number',
  }),
  company_email_invalid: msg({ message: 'Email must be a valid email address' }),
  company_suspended: msg({ message: 'Your company is suspended: contact Saarthi support' }),
  statement_month_invalid: msg({ message: 'Choose a month as YYYY-MM, from January 2024' }),
  statement_month_future: msg({ message: 'That month has not begun yet' }),
  commission_invoice_month_open: msg({
    message: "Saarthi's invoice for a month is issued once the month is over",
  }),
  commission_invoice_none: msg({
    message: 'Saarthi charged no commission that month, so there is no invoice',
  }),
  rate_invalid: msg({ message: 'Enter a whole number of rupees from {min} to {max}' }),
  km_invalid: msg({ message: 'Enter a whole number of km from {min} to {max}' }),
  gstin_invalid: msg({ message: 'GSTIN is not valid: check its 15 characters' }),
  upi_id_invalid: msg({ message: 'Enter a UPI ID like yourname@bank' }),
  gstin_pan_mismatch: msg({ message: 'The GSTIN must contain the company PAN' }),
  gstin_state_mismatch: msg({
    message: 'The GSTIN must be registered in the state of the company’s city',
  }),
  gstin_taken: msg({ message: 'Another company on Saarthi is registered with this GSTIN' }),
  company_saved: msg({ message: 'Company saved' }),
  company_identity_to_review: msg({
    message:
      'Company saved: its legal name or GSTIN changed, so Saarthi verifies it again; its cars are hidden until then',
  }),

  // Leads.
  lead_not_found: msg({ message: 'Lead not found' }),
  lead_status_invalid: msg({
    message: 'Status must be one of: new, contacted, converted, lost',
  }),
  page_cursor_invalid: msg({
    message: 'The list cursor is not valid: load the list from its start',
  }),

  // Reviews.
  review_not_found: msg({ message: 'Review not found' }),
  review_reply_required: msg({ message: 'Please write a reply' }),

  // The fleet.
  car_name_required: msg({ message: 'Car name is required' }),
  car_model_required: msg({ message: 'Car model is required' }),
  car_fuel_invalid: msg({ message: 'Fuel must be one of: Petrol, Diesel, CNG, Electric, Hybrid' }),
  car_body_type_invalid: msg({
    message: 'Body type must be one of: hatchback, sedan, SUV, MUV, van, luxury sedan',
  }),
  car_seats_invalid: msg({
    message: 'Seats must be a whole number from {min} to {max}, not counting the driver',
  }),
  car_luggage_invalid: msg({
    message: 'Luggage must be a whole number of bags from {min} to {max}',
  }),
  car_model_year_invalid: msg({ message: 'Model year must be a year from {min} to this year' }),
  car_city_not_served: msg({ message: 'Choose one of the cities your company serves' }),
  registration_invalid: msg({ message: 'Registration number must look like AP 16 AB 1234' }),
  registration_taken: msg({
    message: 'A car with this registration number is already listed on Saarthi',
  }),
  car_photo_invalid: msg({ message: 'Photos must be pictures uploaded to Saarthi' }),
  car_photos_too_many: msg({ message: 'A car can have at most {max} photos' }),
  car_price_order: msg({ message: 'The old price must be at least the new price' }),
  car_status_invalid: msg({
    message: 'Status must be one of: draft, pending_review, live, suspended, archived',
  }),
  default_driver_invalid: msg({ message: 'Choose one of your own drivers as the default driver' }),
  car_added: msg({ message: 'Car added as a draft: send it for review when it is ready' }),
  car_saved: msg({ message: 'Car saved' }),
  car_availability_invalid: msg({ message: 'Availability must be true or false' }),
  car_available: msg({ message: 'Customers can ask for this car again' }),
  car_unavailable: msg({ message: 'The car is marked as not available' }),
  car_rates_to_review: msg({
    message:
      'Car saved: its rates changed by more than 30%, so it is hidden until Saarthi reviews them',
  }),
  car_identity_to_review: msg({
    message:
      'Car saved: its registration, make, model, seats or fuel changed, so it is hidden until Saarthi reviews it',
  }),
  car_submitted: msg({ message: 'Car sent to Saarthi for review' }),
  car_submit_refused: msg({ message: 'Only a draft or suspended car can be sent for review' }),
  car_archived_read_only: msg({ message: 'This car is archived and can no longer be changed' }),
  car_archived: msg({ message: 'Car archived' }),
  block_date_invalid: msg({ message: 'Enter a date from today on as YYYY-MM-DD' }),
  block_order_invalid: msg({ message: 'The last day must be on or after the first day' }),
  block_too_long: msg({ message: 'A maintenance block can be at most {max} days long' }),
  block_overlap: msg({ message: 'This car is already blocked on some of these days' }),
  block_not_found: msg({ message: 'Maintenance block not found' }),
  block_removed: msg({ message: 'Maintenance block removed' }),

  // Drivers.
  driver_name_required: msg({ message: 'Driver name is required' }),
  driver_age_invalid: msg({ message: 'Age must be a whole number of years from {min} to {max}' }),
  driver_experience_invalid: msg({
    message: 'Experience must be a whole number of years from {min} to {max}',
  }),
  driver_experience_age: msg({
    message: 'Experience cannot be more than the years since the driver turned 18',
  }),
  driver_languages_required: msg({ message: 'Choose at least one language the driver speaks' }),
  driver_language_invalid: msg({
    message: 'Languages must be among: Telugu, Hindi, English, Tamil, Kannada, Urdu',
  }),
  driver_licence_invalid: msg({ message: 'Licence number must look like AP16 20110012345' }),
  licence_expiry_invalid: msg({
    message: 'Enter the licence expiry date, today or later, as YYYY-MM-DD',
  }),
  driver_status_invalid: msg({ message: 'Status must be active or archived' }),
  driver_licence_taken: msg({ message: 'Your company already lists a driver with this licence' }),
  driver_not_found: msg({ message: 'Driver not found' }),
  driver_added: msg({ message: 'Driver added' }),
  driver_saved: msg({ message: 'Driver saved' }),
  driver_archived: msg({ message: 'Driver archived' }),
  driver_archived_read_only: msg({
    message: 'This driver is archived and can no longer be changed',
  }),

  // Documents.
  document_kind_invalid: msg({ message: 'Choose what the document is' }),
  document_for_company: msg({
    message: 'This document belongs to the company, not to a car or a driver',
  }),
  document_for_car: msg({ message: 'Choose the car this document belongs to' }),
  document_for_driver: msg({ message: 'Choose the driver this document belongs to' }),
  document_expiry_required: msg({
    message: 'Enter the expiry date printed on the document, as YYYY-MM-DD',
  }),
  document_expiry_invalid: msg({
    message: 'The expiry date must be today or later, as YYYY-MM-DD',
  }),
  document_type: msg({ message: 'Upload a PDF, JPEG or PNG file' }),
  document_too_large: msg({ message: 'A document can be at most {mb} MB' }),
  document_not_found: msg({ message: 'Document not found' }),
  document_uploaded: msg({ message: 'Document uploaded: Saarthi will check it' }),
  document_removed: msg({ message: 'Document removed' }),
  document_limit: msg({ message: 'You can keep at most {max} documents: remove old ones first' }),
  document_view_expired: msg({
    message: 'This view of the document has expired: open the document again',
  }),
  papers_not_in_order: msg({ message: 'Not every paper is in order yet' }),
  paper_missing: msg({ message: 'Not uploaded' }),
  paper_pending: msg({ message: 'Waiting for Saarthi’s check' }),
  paper_rejected: msg({ message: 'Rejected: upload a new one' }),
  paper_expired: msg({ message: 'Expired: upload the renewed one' }),

  // An operator's decisions, as the operator console shows them.
  verify_decision_invalid: msg({ message: 'Decision must be approve or reject' }),
  verify_reason_required: msg({
    message: 'Write the reason the partner will see (at least {min} characters)',
  }),
  company_not_waiting: msg({ message: 'This company is not waiting for verification' }),
  car_not_waiting: msg({ message: 'This car is not waiting for review' }),
  company_verified: msg({ message: 'Company verified' }),
  company_rejected: msg({ message: 'Company rejected' }),
  car_approved: msg({ message: 'Car approved' }),
  car_rejected: msg({ message: 'Car sent back to its partner' }),
};
