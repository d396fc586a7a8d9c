/**
 * Messages only the partner portal shows (and the operator console, which manages the same
 * records), in English under stable codes like the storefront's in `messages.ts`. A table of its
 * own, so the storefront's pages never carry their words; the web app's partner area translates
 * them in its own catalogue (`src/web/partner/server-messages.ts`).
 */
export const PARTNER_MESSAGES = {
  // The company.
  partner_only: 'This is for travel company partners: register your company first',
  company_not_found: 'Travel company not found',
  company_exists: 'Your account already runs a travel company',
  company_register_customer_only: 'Only a customer account can register a travel company',
  company_name_required: 'Company name is required',
  company_legal_name_required: 'Legal name is required',
  company_address_required: 'Address is required',
  company_cities_required: 'Choose at least one city served',
  company_phone_invalid: 'Phone must be a valid 10-digit Indian mobile number',
  company_whatsapp_invalid: 'WhatsApp must be a valid 10-digit Indian mobile number',
  company_email_invalid: 'Email must be a valid email address',
  company_suspended: 'Your company is suspended: contact Saarthi support',
  rate_invalid: 'Enter a whole number of rupees from {min} to {max}',
  km_invalid: 'Enter a whole number of km from {min} to {max}',
  gstin_invalid: 'GSTIN is not valid: check its 15 characters',
  upi_id_invalid: 'Enter a UPI ID like yourname@bank',
  gstin_pan_mismatch: 'The GSTIN must contain the company PAN',
  gstin_state_mismatch: 'A company in {city} needs its {state} GSTIN, which starts with {code}',
  gstin_taken: 'Another company on Saarthi is registered with this GSTIN',
  company_saved: 'Company saved',
  company_identity_to_review:
    'Company saved: its legal name or GSTIN changed, so Saarthi verifies it again; its cars are hidden until then',

  // Statements.
  statement_month_invalid: 'Choose a month as YYYY-MM, from January 2024',
  statement_month_future: 'That month has not begun yet',
  commission_invoice_month_open: "Saarthi's invoice for a month is issued once the month is over",
  commission_invoice_none: 'Saarthi charged no commission that month, so there is no invoice',

  // Leads.
  lead_not_found: 'Lead not found',
  lead_status_invalid: 'Status must be one of: new, contacted, converted, lost',
  page_cursor_invalid: 'The list cursor is not valid: load the list from its start',

  // Reviews.
  review_not_found: 'Review not found',
  review_reply_required: 'Please write a reply',

  // The fleet.
  car_name_required: 'Car name is required',
  car_model_required: 'Car model is required',
  car_fuel_invalid: 'Fuel must be one of: Petrol, Diesel, CNG, Electric, Hybrid',
  car_body_type_invalid: 'Body type must be one of: hatchback, sedan, SUV, MUV, van, luxury sedan',
  car_seats_invalid: 'Seats must be a whole number from {min} to {max}, not counting the driver',
  car_luggage_invalid: 'Luggage must be a whole number of bags from {min} to {max}',
  car_model_year_invalid: 'Model year must be a year from {min} to this year',
  car_city_not_served: 'Choose one of the cities your company serves',
  registration_invalid: 'Registration number must look like AP 16 AB 1234',
  registration_taken: 'A car with this registration number is already listed on Saarthi',
  car_photo_invalid: 'Photos must be pictures uploaded to Saarthi',
  car_photos_too_many: 'A car can have at most {max} photos',
  car_price_order: 'The old price must be at least the new price',
  car_status_invalid: 'Status must be one of: draft, pending_review, live, suspended, archived',
  default_driver_invalid: 'Choose one of your own drivers as the default driver',
  car_added: 'Car added as a draft: send it for review when it is ready',
  car_saved: 'Car saved',
  car_availability_invalid: 'Availability must be true or false',
  car_available: 'Customers can ask for this car again',
  car_unavailable: 'The car is marked as not available',
  car_rates_to_review:
    'Car saved: its rates changed by more than 30%, so it is hidden until Saarthi reviews them',
  car_identity_to_review:
    'Car saved: its registration, make, model, seats or fuel changed, so it is hidden until Saarthi reviews it',
  car_submitted: 'Car sent to Saarthi for review',
  car_submit_refused: 'Only a draft or suspended car can be sent for review',
  car_archived_read_only: 'This car is archived and can no longer be changed',
  car_archived: 'Car archived',
  block_date_invalid: 'Enter a date from today on as YYYY-MM-DD',
  block_order_invalid: 'The last day must be on or after the first day',
  block_too_long: 'A maintenance block can be at most {max} days long',
  block_overlap: 'This car is already blocked on some of these days',
  block_not_found: 'Maintenance block not found',
  block_removed: 'Maintenance block removed',

  // Drivers.
  driver_name_required: 'Driver name is required',
  driver_age_invalid: 'Age must be a whole number of years from {min} to {max}',
  driver_experience_invalid: 'Experience must be a whole number of years from {min} to {max}',
  driver_experience_age: 'Experience cannot be more than the years since the driver turned 18',
  driver_languages_required: 'Choose at least one language the driver speaks',
  driver_language_invalid: 'Languages must be among: Telugu, Hindi, English, Tamil, Kannada, Urdu',
  driver_licence_invalid: 'Licence number must look like AP16 20110012345',
  licence_expiry_invalid: 'Enter the licence expiry date, today or later, as YYYY-MM-DD',
  driver_status_invalid: 'Status must be active or archived',
  driver_licence_taken: 'Your company already lists a driver with this licence',
  driver_not_found: 'Driver not found',
  driver_added: 'Driver added',
  driver_saved: 'Driver saved',
  driver_archived: 'Driver archived',
  driver_archived_read_only: 'This driver is archived and can no longer be changed',

  // Documents.
  document_kind_invalid: 'Choose what the document is',
  document_for_company: 'This document belongs to the company, not to a car or a driver',
  document_for_car: 'Choose the car this document belongs to',
  document_for_driver: 'Choose the driver this document belongs to',
  document_expiry_required: 'Enter the expiry date printed on the document, as YYYY-MM-DD',
  document_expiry_invalid: 'The expiry date must be today or later, as YYYY-MM-DD',
  document_type: 'Upload a PDF, JPEG or PNG file',
  document_too_large: 'A document can be at most {mb} MB',
  document_not_found: 'Document not found',
  document_uploaded: 'Document uploaded: Saarthi will check it',
  document_removed: 'Document removed',
  document_limit: 'You can keep at most {max} documents: remove old ones first',
  document_view_expired: 'This view of the document has expired: open the document again',

  // The papers a company, car or driver needs valid to go live.
  papers_not_in_order: 'Not every paper is in order yet: {papers}',
  paper_missing: '{paper}: not uploaded',
  paper_pending: '{paper}: waiting for a check',
  paper_rejected: '{paper}: rejected, a new one is needed',
  paper_expired: '{paper}: expired, a renewed one is needed',

  // An operator's decisions on the partner's records.
  verify_decision_invalid: 'Decision must be approve or reject',
  verify_reason_required: 'Write the reason the partner will see (at least {min} characters)',
  company_not_waiting: 'This company is not waiting for verification',
  car_not_waiting: 'This car is not waiting for review',
  company_verified: 'Company verified',
  company_rejected: 'Company rejected',
  car_approved: 'Car approved',
  car_rejected: 'Car sent back to its partner',
} as const;
